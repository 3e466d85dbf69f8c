# Loaded once into the MicroPython WebAssembly port by mp_wasm_server.mjs (runs on MicroPython).
import sys
import io


def _regalia_run(path, root):
    """Run one script in a fresh namespace; answer "status\ntraceback"."""
    if root not in sys.path:
        sys.path.insert(0, root)
    before = set(sys.modules)
    out = io.StringIO()
    status = 0
    try:
        with open(path) as f:
            source = f.read()
        exec(compile(source, path, "exec"), {"__name__": "__main__", "__file__": path})
    except SystemExit as e:
        code = e.args[0] if e.args else 0
        status = code if isinstance(code, int) else (1 if code else 0)
        if code and not isinstance(code, int):
            out.write(str(code) + "\n")
    except BaseException as e:  # noqa: BLE001 - the script's failure is the result, not ours
        sys.print_exception(e, out)
        status = 1
    for name in list(sys.modules):
        if name not in before:
            del sys.modules[name]
    return "%d\n%s" % (status, out.getvalue())
