/** Types shared by the docs-assistant plugin and its browser components. */

/** The plugin's name, under which the browser finds its global data. */
export const ASSISTANT_PLUGIN_NAME = 'vara-docs-assistant';

/** The spec's hosted chat widget: a script loaded with a client key. */
export type HostedAssistant = {
  /** The widget's script; a "{key}" in it is replaced by the URL-encoded key. */
  readonly scriptUrl: string;
  readonly key: string;
};

export type AssistantGlobalData = {
  readonly hosted: HostedAssistant | null;
};
