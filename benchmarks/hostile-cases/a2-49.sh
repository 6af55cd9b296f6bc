# what: build --figures through a symlink in the work folder that points at the project's figures/ folder (pf -> $PROJECT/figures; --figures pf/mine)
# expect-rc: 1
# expect: figures
ln -s "$PROJECT/figures" pf
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/pf/mine" --no-pdf --quiet
