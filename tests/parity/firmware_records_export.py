# records.csv and records.json made on the device side (firmware/records_export.py: the web
# app's Export, `regalia pull`), and an import: the same text on every runtime.
from firmware import records
from firmware import records_export as export
from tests.support.memory_files import MemoryFiles
from tests.support.records_script import games

files = MemoryFiles()
for rec in games():
    records.append(files, rec)
print(export.csv_text(records.each(files)).replace("\r\n", "|"))
other = MemoryFiles()
print("import:", export.import_json(other, export.json_text(records.each(files))),
      export.import_json(other, export.json_text(records.each(files))))
print("names:", " ".join(r["names"][0] for r in records.each(other)))
