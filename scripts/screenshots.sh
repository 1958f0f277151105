#!/usr/bin/env bash
# Regenerates the README screenshots (docs/images/) with Ellipsis's own
# commands on the sample app in Corpora/atlas: `ellipsis preview` rasterized
# with rsvg-convert, `ellipsis report` photographed by headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in rsvg-convert chromium; do
  command -v "$tool" >/dev/null || { echo "screenshots: $tool is missing (scripts/install-deps.sh installs it)" >&2; exit 1; }
done
swift build --product ellipsis
bin=.build/debug/ellipsis
sample=Corpora/atlas
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p docs/images

"$bin" preview "$sample" --out "$work/previews" --locale de --locale ar --quiet
rsvg-convert --zoom 2 "$work/previews/de-iphone-L-left.svg" -o "$work/preview-de.png"
rsvg-convert --zoom 2 "$work/previews/ar-iphone-L-right.svg" -o "$work/preview-ar.png"
# The pseudo-locales, before any translation: accented and padded, and right to left.
"$bin" preview "$sample" --pseudo --out "$work/pseudo" --locale en-XA --locale ar-XB --quiet
rsvg-convert --zoom 2 "$work/pseudo/en-XA-iphone-L-left.svg" -o "$work/preview-en-XA.png"
rsvg-convert --zoom 2 "$work/pseudo/ar-XB-iphone-L-right.svg" -o "$work/preview-ar-XB.png"

"$bin" report "$sample" --out "$work/report" --title "Atlas: quick actions review" --quiet
# A filtered view (from the address) keeps the picture to what matters; the grid stays whole.
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,1500 \
  --screenshot="$work/report.png" "file://$work/report/report.html" 2>/dev/null

for image in preview-de preview-ar preview-en-XA preview-ar-XB report; do
  mv "$work/$image.png" "docs/images/$image.png"
done
echo "screenshots: wrote docs/images/preview-de.png, preview-ar.png, preview-en-XA.png, preview-ar-XB.png and report.png"
