# what: prices.csv: the header's last column misspelt 'min_chip' (every row intact): refused naming prices.csv and the column (an unknown column and min_chips missing), not read as 'no minimum' so 1-GPU candidates get an 8-GPU rate
# expect-rc: 1
# expect: prices.csv
# expect: min_chip
cp -r "$PROJECT/data" d
sed -i '1s/,min_chips$/,min_chip/' d/prices.csv
head -1 d/prices.csv
timeout 55 "$TR" validate d
