import React from 'react';

type Props = {
  readonly size?: number;
  readonly className?: string;
};

/** The portal's own mark: a "V" drawn as two message paths meeting at an actor. */
export default function BrandMark({size = 96, className}: Props): React.JSX.Element {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false">
      <defs>
        <linearGradient id="brandmark-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2fe3a9" />
          <stop offset="1" stopColor="#0a7d5f" />
        </linearGradient>
      </defs>
      <path
        d="M14 18 L32 48 L50 18"
        fill="none"
        stroke="url(#brandmark-gradient)"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="18" r="5" fill="#2fe3a9" />
      <circle cx="14" cy="18" r="3" fill="#2fe3a9" opacity="0.6" />
      <circle cx="50" cy="18" r="3" fill="#2fe3a9" opacity="0.6" />
    </svg>
  );
}
