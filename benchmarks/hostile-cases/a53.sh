# what: scenario file named 'mine ü.yaml' with no scenario: key (the folder name would come from the file name)
# expect-rc: 1
# expect: mine ü.yaml
# expect: scenario
printf 'title: mine\n' > 'mine ü.yaml'
"$TR" build 'mine ü.yaml' --out "$W/out" --figures "$W/fig" --no-pdf --quiet
