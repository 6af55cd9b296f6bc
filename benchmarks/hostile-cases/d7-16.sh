# what: subjects.csv: the first chip_vs_system row's used_by written 'notebooks/../../../../etc/passwd' (a path out of the project; no notebook)
# expect-rc: 1
# expect: subjects.csv
# expect: used_by
cp -r "$PROJECT/data" d
sed -i '2s#,notebooks/01-dataset.ipynb,#,notebooks/../../../../etc/passwd,#' d/subjects.csv
sed -n 2p d/subjects.csv
timeout 55 "$TR" validate d
