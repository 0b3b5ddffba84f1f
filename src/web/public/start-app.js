// The home page's first screen arrives drawn (dist/web/home.html, scripts/prerender-home.tsx): this small script
// keeps its welcome form usable and starts the web app when the visitor first taps, types or focuses anything, so
// the page paints and settles without the app's JavaScript (decision 057). The app then draws the same screen over
// it and takes the name typed so far, the focus, and a press of 'Spin My Future' (src/web/features/journey/
// home-page.tsx). It starts at once for a visit with a query (cohort, ambassador, UTM, voice) or a journey under way,
// and for a browser signed in to an account (lib/account-hint.ts), whose header the app draws with the account.
(function () {
  var me = document.currentScript;
  var root = document.getElementById('root');
  if (!me || !root) return;
  var started = false;
  var events = ['pointerdown', 'keydown', 'focusin', 'touchstart'];

  function start() {
    if (started) return;
    started = true;
    events.forEach(function (e) {
      window.removeEventListener(e, start, true);
    });
    // The app's whole stylesheet (the page carries only its first screen's), then its JavaScript.
    var css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = me.getAttribute('data-css');
    document.head.appendChild(css);
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.getAttribute('data-app');
    document.head.appendChild(script);
  }

  // The stored journey (journey-peek.ts: its key and version come from the page).
  var stored = null;
  try {
    stored = JSON.parse(localStorage.getItem(me.getAttribute('data-journey')) || 'null');
  } catch {
    stored = null;
  }
  var journey = stored && String(stored.v) === me.getAttribute('data-journey-version') ? stored : null;
  var resuming = journey && typeof journey.step === 'string' && journey.step !== 'welcome';
  if (window.location.search || resuming) {
    // Nothing to hand over: the app draws its own page (the journey's step, the cohort's badge) over this one.
    root.removeAttribute('data-prerendered');
    // A journey under way shows the app's loading state (drawn into the page's <template id="fs-resuming">) in place
    // of the welcome it has left, until the app draws its step.
    var main = resuming && root.querySelector('main');
    var loading = document.getElementById('fs-resuming');
    if (main && loading) main.replaceChildren(loading.content.cloneNode(true));
    start();
    return;
  }
  events.forEach(function (e) {
    window.addEventListener(e, start, { capture: true, passive: true });
  });

  // The welcome form until the app takes over: the button follows the name; a press is remembered for the app.
  var form = root.querySelector('form');
  var input = form && form.querySelector('input');
  var button = form && form.querySelector('button[type="submit"]');
  if (!form || !input || !button) return;
  if (journey && typeof journey.name === 'string' && !input.value) input.value = journey.name;
  function sync() {
    button.disabled = !input.value.trim();
  }
  sync();
  input.addEventListener('input', sync);
  // Whether the name field has the focus when the app draws over it (the app gives it back). A focus moved on to
  // another element clears it; a blur with nowhere to go is the field being taken out of the page by the app.
  input.addEventListener('focus', function () {
    form.setAttribute('data-focused', '');
  });
  input.addEventListener('blur', function (e) {
    if (e.relatedTarget) form.removeAttribute('data-focused');
  });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (!input.value.trim()) return;
    form.setAttribute('data-start', '');
    button.setAttribute('aria-busy', 'true');
    start();
  });

  // Signed in: the drawn header says 'Sign in', the app's shows the account. The form above stays usable meanwhile
  // and the app takes it over as after a first tap.
  var signedIn = false;
  try {
    signedIn = localStorage.getItem(me.getAttribute('data-account')) === '1';
  } catch {
    signedIn = false;
  }
  if (signedIn) start();
})();
