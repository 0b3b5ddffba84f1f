// Starts the web app on a page whose top the server drew (the public share page, /share/{id}) once that page has
// loaded: its cover paints before any of the app's JavaScript downloads or runs. The server writes this tag in place
// of the app's module script and module preloads (src/server/features/share/page.ts), with their addresses here.
(function () {
  var me = document.currentScript;
  if (!me) return;
  var app = me.getAttribute('data-app');
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app;
    document.head.appendChild(script);
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
