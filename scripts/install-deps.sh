#!/usr/bin/env bash
# Installs the Debian packages Ellipsis needs to build and test, only those
# that are absent. Safe to run again. Needs root (or sudo) when anything is missing.
set -euo pipefail
packages=(
  pkg-config
  libicu-dev          # segmentation, bidi, properties, exemplar sets
  libharfbuzz-dev     # shaping and glyph outlines
  libfontconfig1-dev  # finding fonts by family name
  libpng-dev          # decoding icon images
  libxml2-dev         # XML readers (property lists, XLIFF, Android resources) with positions
  fonts-inter         # proxy for SF Pro (Latin, Greek, Cyrillic)
  fonts-noto-core     # proxies for Arabic, Hebrew, Thai, Indic scripts...
  fonts-noto-ui-core
  fonts-noto-cjk      # Noto Sans CJK: JP, KR, SC, TC, HK faces
  fonts-noto-color-emoji # emoji fallback, so emoji are measured in a real emoji face
  fonts-roboto        # Android surfaces
  unicode-data        # Unicode's own conformance files (emoji-test.txt, BidiCharacterTest.txt)
  pango1.0-tools      # an independent layout engine the layout tests compare against
  librsvg2-bin        # rasterizing SVG previews in tests
  chromium            # headless browser test and screenshots of the HTML report
)
missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
