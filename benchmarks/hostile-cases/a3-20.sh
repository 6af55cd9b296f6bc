# what: build --notebooks naming a regular file (one .ipynb, not a folder)
# expect-rc: nonzero
# expect: 05-decision.ipynb
# expect: --notebooks
cp "$PROJECT/notebooks/05-decision.ipynb" .
timeout 55 "$TR" build "$PROJECT/scenarios/default.yaml" --no-pdf --out "$W/out" --figures "$W/fig" --notebooks "$W/05-decision.ipynb"
