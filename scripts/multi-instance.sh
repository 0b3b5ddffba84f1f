#!/usr/bin/env bash
# Two web instances of the app behind haproxy and one worker (APP_ROLE, decision 085) on one PostgreSQL database and
# one S3-compatible store (s3rver).
# Installs haproxy from Debian when it is missing (as root), then runs scripts/multi-instance.ts with the same
# arguments (see docs/multi-instance.md):
#
#   bash scripts/multi-instance.sh            # http://127.0.0.1:3100, web on :3101-3102, worker :3103; Ctrl-C stops all
#   bash scripts/multi-instance.sh --ci       # CI short form (only when DATABASE_URL is set): journeys, kill -9
#                                             # the worker mid-cover, a new worker: every cover must finish
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--ci" ] && [ -z "${DATABASE_URL:-}" ]; then
  echo "multi-instance --ci: skipped (needs DATABASE_URL, the PostgreSQL pass)"
  exit 0
fi
if ! command -v haproxy >/dev/null; then
  if [ "$(id -u)" = "0" ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
  else
    echo "haproxy is missing: sudo apt-get install haproxy" >&2
    exit 1
  fi
fi
exec node --import tsx scripts/multi-instance.ts "$@"
