# what: LC_ALL and LANG set to a locale that does not exist (xx_YY.UTF-8), LC_NUMERIC=de_DE.UTF-8 (comma decimals): estimate --csv, specs --csv write the same bytes as under LC_ALL=C.UTF-8
# expect-rc: 0
# expect: identical
cp "$PROJECT/scenarios/default.yaml" s.yaml
LC_ALL=C.UTF-8 timeout 30 "$TR" estimate s.yaml --csv e0.csv > /dev/null 2>&1 || exit 9
LC_ALL=C.UTF-8 timeout 30 "$TR" specs trainium2 --csv s0.csv > /dev/null 2>&1 || exit 9
export LANG=xx_YY.UTF-8 LC_NUMERIC=de_DE.UTF-8 LC_ALL=xx_YY.UTF-8
timeout 30 "$TR" estimate s.yaml --csv e1.csv > o1.txt 2>&1 || tail -2 o1.txt
timeout 30 "$TR" specs trainium2 --csv s1.csv > o2.txt 2>&1 || tail -2 o2.txt
cmp e0.csv e1.csv && cmp s0.csv s1.csv && echo identical
