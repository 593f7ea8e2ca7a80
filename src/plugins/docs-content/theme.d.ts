// Written by src/plugins/docs-content (CARD_DESCRIPTIONS_FILE) at build time.
declare module '@generated/docusaurus-plugin-content-docs/default/card-descriptions.json' {
  const descriptions: Readonly<Record<string, string>>;
  export default descriptions;
}
