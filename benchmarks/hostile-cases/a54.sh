# what: scenario title with a Markdown heading/list and a mathtext fraction only ("# $\frac{1}{0}$"), estimate must accept it verbatim
# expect-rc: 0
# expect: price basis
printf 'scenario: s\ntitle: "# $\\\\frac{1}{0}$ - * [a](b)"\n' > s.yaml
"$TR" estimate s.yaml | head -n 2
