#!/bin/sh
# Renders the app's PNG icons (web manifest, Apple touch icon) from the SVG mark with headless Chromium.
# Run from apps/web: sh icons/render-icons.sh. The PNGs are committed; run again only when the mark changes.
set -e
tmp=$(mktemp -d)
render() { # svg size out
  printf '<!doctype html><style>html,body{margin:0;background:transparent}img{display:block;width:%spx;height:%spx}</style><img src="%s">' "$2" "$2" "file://$PWD/$1" >"$tmp/page.html"
  chromium --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars --default-background-color=00000000 \
    --window-size="$2,$2" --screenshot="$PWD/$3" "file://$tmp/page.html"
}
render public/favicon.svg 192 public/icon-192.png
render public/favicon.svg 512 public/icon-512.png
render public/favicon.svg 180 public/apple-touch-icon.png
# Maskable: full-bleed background, the mark inside the 80 % safe zone.
render icons/icon-maskable.svg 512 public/icon-maskable-512.png
rm -r "$tmp"
