// Stands in for prism-react-renderer in the browser bundle (see index.ts).
// The classic theme's client module only registers extra languages on `Prism`;
// highlighting itself happens at build time, so nothing here needs grammars.
export const Prism = {languages: {} as Record<string, unknown>};
