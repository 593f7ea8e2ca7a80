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
const template = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((meta) => { %><%~ meta %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((href) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= href %>" />
    <% }); %>
    <% it.scripts.forEach((src) => { %><link rel="preload" as="script" href="<%= it.baseUrl %><%= src %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>
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
    </script>
  </body>
</html>
`;

export default template;
