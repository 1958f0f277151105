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
  translate-toolkit   # reads `ellipsis budgets` XLIFF back as translators' tools do (maxwidth, size-unit)
  # Morphology (Sources/EllipsisMorphology): stems so that inflected titles meet their lexicon entries.
  libstemmer-dev      # Snowball stemmers, about 30 languages (no pkg-config file: linked by module map)
  libhunspell-dev     # Hunspell stems and morphological analyses where Snowball has no stemmer or too light a one
  # Hunspell dictionaries (/usr/share/hunspell) for locales with a lexicon where Snowball has no
  # stemmer (bg cs et he hr kk ko lv pl sk sl uk) or one too light for their morphology (ar hu ru tr:
  # verbal nouns, possessive suffixes, attached prepositions). Debian 12's bn gu hi ml te th vi
  # dictionaries are word lists without affix rules (no stems), and it has none for fa kn mr or pa ur
  # ja zh fi (Finnish uses Snowball; ja and zh are split by ICU).
  hunspell-ar hunspell-bg hunspell-cs myspell-et hunspell-he hunspell-hr hunspell-hu hunspell-kk
  hunspell-ko hunspell-lv hunspell-pl hunspell-ru hunspell-sk hunspell-sl hunspell-tr hunspell-uk
)
# Optional groups, for tests and benches that skip without them: `install-deps.sh packaging weblate completions android bench`.
for group in "$@"; do
  case $group in
    # A bare Debian to install the .deb on (make deb-check, scripts/test-deb.sh).
    packaging) packages+=(debootstrap) ;;
    # Building Weblate's C extensions from PyPI (scripts/test-weblate.sh): pycairo, PyGObject, borgbackup;
    # the PangoCairo and Rsvg typelibs Weblate loads at start; PostgreSQL, the database it saves to.
    weblate) packages+=(python3-venv libcairo2-dev libgirepository1.0-dev gir1.2-pango-1.0 gir1.2-rsvg-2.0 libacl1-dev
                        liblz4-dev libzstd-dev libxxhash-dev libssl-dev postgresql) ;;
    # The shells whose completions `ellipsis completions` writes, asked for real (ShellCompletionTests).
    completions) packages+=(zsh fish) ;;
    # Android's resource compiler, which builds the strings.xml copies `budgets --format android` writes.
    android) packages+=(aapt) ;;
    # The streaming bench's yardstick (make bench-measure): Pango through PyGObject, as Debian ships them.
    bench) packages+=(python3-gi gir1.2-pango-1.0) ;;
    *) echo "install-deps: unknown group '$group' (packaging, weblate, completions, android, bench)" >&2; exit 2 ;;
  esac
done
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
