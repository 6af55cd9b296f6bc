# what: specs command with a look-alike entity id 'trn2.48xIarge' (capital I for l)
# expect-rc: 1
# expect: trn2.48xIarge
# expect: entity
"$TR" specs trn2.48xIarge
