/**
 * The HTML shell of every page (Docusaurus `ssrTemplate`, an Eta template).
 *
 * It differs from the stock shell in one way: the bundle is fetched at once
 * (preload) but run only after the server-rendered page has been painted.
 * With plain `defer`, a browser that already holds the scripts (a fast link,
 * or the cache on a second visit) runs them before its first paint, so the
 * text waits for the JavaScript; here the text comes first and the page
 * hydrates right after. A page that paints nothing (a hidden tab) starts
 * the scripts after a second instead.
 */
/** In place of the core template's `<script … defer>` line: fetch now, run later. */
export const PRELOAD_SCRIPT = `<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />`;

/** Added before `</body>`: runs the preloaded scripts once the page has painted. */
export const RUN_AFTER_PAINT = `    <script>
      (function () {
        var scripts = <%~ JSON.stringify(it.scripts.map((src) => it.baseUrl + src)) %>;
        var started = false;
        function run() {
          if (started) return;
          started = true;
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false; // in order, like defer
            document.body.appendChild(script);
          });
        }
        // Once the first contentful paint is on screen (the browser reports
        // it after the frame is shown); without paint timing, after a frame.
        var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
        if (types.indexOf('paint') >= 0) {
          new PerformanceObserver(function (list) {
            list.getEntries().forEach(function (entry) {
              if (entry.name === 'first-contentful-paint') run();
            });
          }).observe({type: 'paint', buffered: true});
        } else {
          requestAnimationFrame(function () { setTimeout(run, 0); });
        }
        setTimeout(run, 1000);
      })();
    </script>`;

// The core template (@docusaurus/core/lib/ssg/ssgTemplate.html.js) line for
// line, apart from the two parts above; __tests__/template.test.ts holds it there.
const template = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      ${PRELOAD_SCRIPT}
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
${RUN_AFTER_PAINT}
  </body>
</html>
`;

export default template;
