// Runs Python scripts under the MicroPython WebAssembly port, many per process.
//
// Node starts the port once (that takes seconds); then each line on stdin is a JSON request
// {"script": "/abs/path.py", "root": "/abs/project", "dirs": ["shared_rules", ...]}.
// The project's folders are copied into the port's in-memory filesystem under the same
// absolute path, the script runs in a fresh namespace with fresh project modules, and one JSON
// line answers: {"stdout": "...", "traceback": "...", "status": 0|1}.
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import fs from "fs";
import path from "path";
import readline from "readline";

let captured = [];
const mp = await loadMicroPython({
  heapsize: 64 * 1024 * 1024,
  linebuffer: false,
  stdout: (bytes) => captured.push(Buffer.from(bytes)),
  stderr: (bytes) => captured.push(Buffer.from(bytes)),
});
const FS = mp.FS;

function mkdirs(dir) {
  let cur = "";
  for (const part of dir.split("/").filter(Boolean)) {
    cur += "/" + part;
    try { FS.mkdir(cur); } catch (e) { /* exists */ }
  }
}

function copyTree(src) {
  mkdirs(src);
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const full = path.join(src, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "__pycache__") copyTree(full);
    } else if (entry.name.endsWith(".py") || entry.name.endsWith(".json")
               || entry.name.endsWith(".txt")) {  // (.txt: the words' catalogues)
      FS.writeFile(full, fs.readFileSync(full));
    }
  }
}

mp.runPython(fs.readFileSync(new URL("./mp_wasm_prelude.py", import.meta.url), "utf8"));
const run = mp.globals.get("_regalia_run");

const rl = readline.createInterface({ input: process.stdin });
for await (const line of rl) {
  if (!line.trim()) continue;
  const req = JSON.parse(line);
  for (const dir of req.dirs) {
    const full = path.join(req.root, dir);
    if (fs.existsSync(full)) copyTree(full);
  }
  const scriptDir = path.dirname(req.script);
  mkdirs(scriptDir);
  FS.writeFile(req.script, fs.readFileSync(req.script));
  captured = [];
  let status, traceback;
  try {
    const result = run(req.script, req.root);
    const cut = result.indexOf("\n");
    status = parseInt(result.slice(0, cut), 10);
    traceback = result.slice(cut + 1);
  } catch (e) {
    status = 1;
    traceback = String(e && e.message ? e.message : e);
  }
  const stdout = Buffer.concat(captured).toString("utf8");
  process.stdout.write(JSON.stringify({ stdout, traceback, status }) + "\n");
}
