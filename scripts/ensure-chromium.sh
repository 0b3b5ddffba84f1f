#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing and we are root. Never downloads a browser
# build of its own (Playwright drives /usr/bin/chromium).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium (needed by the browser tests)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-noto-color-emoji >/dev/null
  exit 0
fi
echo "Chromium is missing at $CHROMIUM. Install Debian's 'chromium' package (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
