#!/usr/bin/env bash
# Lint and types at once (decision 076): eslint and tsc each keep one core busy, and CI has two. Each one's output is
# prefixed with its name; the step fails if either does.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run --silent lint > >(sed -u 's/^/[lint] /') 2>&1 &
lint=$!
npm run --silent typecheck 2>&1 | sed -u 's/^/[types] /'
types=${PIPESTATUS[0]}
wait "$lint"
lint_rc=$?
[ "$lint_rc" = 0 ] && [ "$types" = 0 ]
