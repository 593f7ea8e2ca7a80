/** The hosted widget's settings from the environment switches (docusaurus.config.ts). */
import type {HostedAssistant} from './types';

/** Hosted settings when both are set, else null; a URL that is not http(s) fails the build. */
export function hostedAssistant(
  scriptUrl: string | undefined,
  key: string | undefined,
): HostedAssistant | null {
  if (!scriptUrl || !key) return null;
  let url: URL;
  try {
    url = new URL(scriptUrl);
  } catch (cause) {
    throw new Error(`DOCS_ASSISTANT_SCRIPT_URL is not a URL: ${scriptUrl}`, {cause});
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`DOCS_ASSISTANT_SCRIPT_URL must be an http(s) URL: ${scriptUrl}`);
  }
  return {scriptUrl, key};
}
