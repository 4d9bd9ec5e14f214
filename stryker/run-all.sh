#!/usr/bin/env bash
# Mutation testing (issue #13): runs StrykerJS for each area in turn, then prints a summary.
#   stryker/run-all.sh                     every area (core othello diplomacy draughts ladder grandprix)
#   stryker/run-all.sh core draughts       just these areas
#   stryker/run-all.sh draughts --mutate src/draughts/board/fen.ts    one area, extra Stryker options
# Each area is incremental (reports/mutation/<area>.incremental.json): a rerun only tests
# mutants whose code or covering tests changed; pass --force to redo them all.
set -euo pipefail
cd "$(dirname "$0")/.."

all=(core othello diplomacy draughts ladder grandprix)
areas=()
while [[ $# -gt 0 && $1 != -* ]]; do
  if [[ ! -f stryker/$1.json ]]; then
    echo "unknown area '$1' (known: ${all[*]})" >&2
    exit 2
  fi
  areas+=("$1")
  shift
done
[[ ${#areas[@]} -eq 0 ]] && areas=("${all[@]}")

# Stable fast-check seeds: property names carry the seed, and per-test coverage matches by name.
export MINDSPORT_FC_SEED="${MINDSPORT_FC_SEED:-20261129}"
concurrency="${MINDSPORT_MUTATE_CONCURRENCY:-$(node -p 'require("node:os").availableParallelism()')}"

# Tests read ../shared/data relative to the repository root; a sandbox lives in
# .stryker-tmp/<area>/sandbox-*, so its ../shared is .stryker-tmp/<area>/shared.
shared="$(cd .. && pwd)/shared"
status=0
for area in "${areas[@]}"; do
  mkdir -p ".stryker-tmp/$area" reports/mutation
  if [[ -d $shared && ! -e .stryker-tmp/$area/shared ]]; then ln -s "$shared" ".stryker-tmp/$area/shared"; fi
  echo "== mutation testing: $area (concurrency $concurrency, fast-check seed $MINDSPORT_FC_SEED)"
  npx stryker run "stryker/$area.json" --concurrency "$concurrency" "$@" || status=$?
done
npx tsx stryker/summary.ts "${areas[@]}"
exit "$status"
