// Stands in for the classic theme's prism-include-languages client module in
// the browser bundle (see index.ts): no Prism runs there, so there is nothing
// to add languages to, and its loader for every Prism grammar stays out.
export {};
