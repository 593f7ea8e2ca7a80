/**
 * Last-updated dates from git, or none: Docusaurus's git reader throws when the
 * site is built outside a git worktree (a source tarball, a container without
 * .git), which would fail the whole build over a date. This wraps a Docusaurus
 * VCS preset so such a build prints one warning and leaves the pages undated.
 */
import {getVcsPreset} from '@docusaurus/utils';
import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';

type Read = (filePath: string) => Promise<VcsChangeInfo | null>;

/** The first line of an error and of its cause: git's own words come in the cause. */
function firstLines(err: unknown): string {
  const line = (e: unknown) => (e instanceof Error ? e.message.trim().split('\n')[0] : undefined);
  return [line(err) ?? String(err), line(err instanceof Error ? err.cause : undefined)]
    .filter(Boolean)
    .join(': ');
}

/**
 * @param preset the reader to wrap; by default Docusaurus's own (git read
 *   eagerly in production builds, fixed dates in development)
 */
export function vcsWithFallback(
  preset: VcsConfig = getVcsPreset('default-v2'),
  warn: (message: string) => void = (message) => console.warn(`[WARNING] ${message}`),
): VcsConfig {
  let warned = false;
  const orNone =
    (read: Read): Read =>
    async (filePath) => {
      try {
        return await read(filePath);
      } catch (err) {
        if (!warned) {
          warned = true;
          const reason = firstLines(err);
          warn(`Pages are built without last-updated dates: ${reason}`);
        }
        return null;
      }
    };
  return {
    initialize: (params) => preset.initialize(params),
    getFileCreationInfo: orNone((filePath) => preset.getFileCreationInfo(filePath)),
    getFileLastUpdateInfo: orNone((filePath) => preset.getFileLastUpdateInfo(filePath)),
  };
}
