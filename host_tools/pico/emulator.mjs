// The emulated Raspberry Pi Pico: rp2040js running MicroPython's UF2, driven over stdin/stdout.
//
// node emulator.mjs BOOTROM UF2 [FLASH_IMAGE] [--uart0]
// Commands arrive as JSON lines on stdin; every answer and event is a JSON line on stdout.
// Bytes travel as hex strings. Emulated time is in nanoseconds (`ns`) since power-on.
//   {"op":"run","until_ns":T}                     run until emulated time T
//   {"op":"run_until_poll","after_ns":T,"limit_ns":L}
//        run until the firmware reads the GPIO inputs at or after T (a frame reads its buttons)
//   {"op":"run_until_serial","text":HEX,"limit_ns":L}
//        run until the serial output since the last "take" contains TEXT
//   {"op":"take"}                                 forget the serial output seen so far
//   {"op":"serial","data":HEX}                    bytes typed into the serial port (USB CDC,
//                                                 or UART0 with --uart0)
//   {"op":"pin","gpio":N,"value":0|1}             drive a GPIO from outside
//   {"op":"flash_read","offset":O,"length":N}     flash bytes (hex)
//   {"op":"flash_save","path":P} / {"op":"flash_load","path":P}
//   {"op":"power_cycle"}                          a new chip with the same flash (reset / cut)
//   {"op":"cut_at","ns":T}    the next run stops dead at T, in the middle of whatever it does
//   {"op":"freerun"}   run flat out until {"op":"stop"}, answering {"ev":"slice",..} whenever
//                      something came out; meanwhile only "serial" commands are taken
// Each command answers {"ev":"stopped","ns":..,"reason":..,"busy_cycles":..,"serial":HEX,
// "i2c":[..],"flash":[..]} (reason "reset" when machine.reset() rebooted the chip):
// the serial bytes, the I2C transactions ([ns, address, HEX] for writes) and the flash
// operations ([ns, "erase"|"program", offset, length, duration ns, programmed bytes as HEX])
// since the previous answer.
import fs from 'node:fs';
import readline from 'node:readline';
import { ConsoleLogger, LogLevel, RP2040, USBCDC } from 'rp2040js';

const FLASH_BASE = 0x10000000;
const CYCLE_NS = 8; // 125 MHz
const SECTOR = 4096;
// What the flash chip takes (W25Q16JV datasheet, typical): the emulated clock moves on by it.
const ERASE_SECTOR_NS = 45e6;
const PROGRAM_PAGE_NS = 0.4e6;
const UARTICR = 0x44;
const UART_TX_INTERRUPT = 1 << 5;
const UART_BYTE_NS = 86800;
const BOOT_TO_MAIN_NS = 400e6; // USB up to main.py's loop, with margin
const POLL_GAP_NS = 2e6;
const IDLE_SLICE_CYCLES = 25000; // a 2 ms slice with the core busy under 10 %: asleep
const BURST = 1024; // instructions between two looks at the serial input and the stop test
const BKPT_ERASE = 0xe1;
const BKPT_PROGRAM = 0xe2;

const args = process.argv.slice(2);
// --uart0: the REPL is on UART0 (GP0/GP1), as in the romfs256k image, instead of USB CDC.
const uartRepl = args.includes('--uart0');
const [bootromPath, uf2Path, flashPath] = args.filter((a) => !a.startsWith('--'));
const bootrom = new Uint32Array(new Uint8Array(fs.readFileSync(bootromPath)).buffer);
let flash = new Uint8Array(2 * 1024 * 1024).fill(0xff);
loadUF2(fs.readFileSync(uf2Path));
if (flashPath) loadFlashImage(fs.readFileSync(flashPath));

let mcu, clock, cdc, uart;
let serialOut = [];
let serialSeen = '';
let serialIn = [];
let i2cLog = [];
let flashLog = [];
let pollAfter = -1;
let pollSeenAt = -1;
let cutNs = -1;
let stop = null;
let extraNs = 0;
let busyCycles = 0; // cycles the core ran (not asleep) since power-on
let pendingRead = -1;
let nextUartByteNs = 0;
let holdInputUntilNs = 0;
let completeRead = () => {};
const pins = new Map();

function loadUF2(data) {
  for (let i = 0; i + 512 <= data.length; i += 512) {
    const v = new DataView(data.buffer, data.byteOffset + i, 512);
    if (v.getUint32(0, true) !== 0x0a324655 || v.getUint32(4, true) !== 0x9e5d5157) continue;
    const addr = v.getUint32(12, true);
    const size = v.getUint32(16, true);
    flash.set(data.subarray(i + 32, i + 32 + size), addr - FLASH_BASE);
  }
}

function loadFlashImage(data) {
  // A whole flash dump (2 MiB) replaces everything, else the bytes are laid from offset 0.
  flash.set(data.subarray(0, flash.length));
}

function romHalf(addr) {
  return (bootrom[addr >> 2] >>> ((addr & 2) * 8)) & 0xffff;
}

function romFunction(c1, c2) {
  const code = c1.charCodeAt(0) | (c2.charCodeAt(0) << 8);
  for (let p = romHalf(0x14); romHalf(p); p += 4) {
    if (romHalf(p) === code) return romHalf(p + 2) & ~1;
  }
  throw new Error('boot ROM has no function ' + c1 + c2);
}

function patchRom(rom, addr, halfword) {
  const shift = (addr & 2) * 8;
  rom[addr >> 2] = (rom[addr >> 2] & ~(0xffff << shift)) | (halfword << shift);
}

// The boot ROM's flash_range_erase / flash_range_program start with a BKPT instead: the
// emulator then does what the flash chip would and returns to the caller. The rest of the
// flash dance (exit XIP, flush, enter XIP) runs as on the chip against rp2040js's SSI stub.
const patchedRom = Uint32Array.from(bootrom);
const ERASE_AT = romFunction('R', 'E');
const PROGRAM_AT = romFunction('R', 'P');
patchRom(patchedRom, ERASE_AT, 0xbe00 | BKPT_ERASE);
patchRom(patchedRom, PROGRAM_AT, 0xbe00 | BKPT_PROGRAM);

function flashOp(code) {
  const r = mcu.core.registers;
  const offset = r[0];
  let ns;
  if (code === BKPT_ERASE) {
    const start = offset - (offset % SECTOR);
    const end = Math.min(flash.length, offset + r[1]);
    ns = Math.ceil((end - start) / SECTOR) * ERASE_SECTOR_NS;
    flashLog.push([clock.nanos, 'erase', start, end - start, ns, '']);
    if (cutNs >= 0 && clock.nanos + ns > cutNs) {
      // The cut falls inside the erase: the sectors erased so far are blank, the one being
      // erased holds neither its old bytes nor 0xFF (modelled as its first half erased).
      const done = Math.floor((cutNs - clock.nanos) / ERASE_SECTOR_NS);
      flash.fill(0xff, start, Math.min(end, start + done * SECTOR));
      const partial = start + done * SECTOR;
      if (partial < end) flash.fill(0xff, partial, partial + SECTOR / 2);
      return cutNow();
    }
    flash.fill(0xff, start, end);
  } else if (code === BKPT_PROGRAM) {
    const data = r[1];
    const count = r[2];
    ns = Math.ceil(count / 256) * PROGRAM_PAGE_NS;
    const bytes = new Uint8Array(count);
    for (let i = 0; i < count; i++) bytes[i] = mcu.readUint8(data + i);
    flashLog.push([clock.nanos, 'program', offset, count, ns, Buffer.from(bytes).toString('hex')]);
    // A cut inside the program leaves its first half programmed.
    const upto = cutNs >= 0 && clock.nanos + ns > cutNs ? count >> 1 : count;
    for (let i = 0; i < upto && offset + i < flash.length; i++) {
      flash[offset + i] &= bytes[i]; // NOR flash: programming only clears bits
    }
    if (upto < count) return cutNow();
  } else {
    stop = 'breakpoint ' + code;
    return;
  }
  extraNs += ns;
  mcu.core.PC = mcu.core.LR & ~1;
}

function cutNow() {
  stop = 'cut';
  cutNs = -1;
}

function powerOn() {
  nextUartByteNs = 0;
  holdInputUntilNs = 0;
  mcu = new RP2040();
  mcu.logger = new ConsoleLogger(LogLevel.Error, true);
  clock = mcu.clock;
  mcu.loadBootrom(patchedRom); // (this also fills rp2040js's flash with 0xFF)
  mcu.flash = flash;
  mcu.flash16 = new Uint16Array(flash.buffer);
  mcu.flashView = new DataView(flash.buffer);
  mcu.onBreak = flashOp;
  for (let gpio = 0; gpio < 30; gpio++) {
    mcu.gpio[gpio].setInputValue(pins.has(gpio) ? pins.get(gpio) : true); // pull-ups
  }
  const sio = mcu.sio;
  const readSio = sio.readUint32.bind(sio);
  // A frame reads its six buttons within microseconds: the first read of such a burst is
  // "the firmware polls its buttons".
  let lastRead = -1e12;
  sio.readUint32 = (offset) => {
    if (offset === 4) {
      const now = clock.nanos;
      if (now - lastRead > POLL_GAP_NS && pollAfter >= 0 && now >= pollAfter) {
        pollSeenAt = now;
        pollAfter = -1;
        stop = 'poll';
      }
      lastRead = now;
    }
    return readSio(offset);
  };
  const bus = mcu.i2c[0];
  let current = null;
  bus.onStart = () => bus.completeStart();
  bus.onConnect = (address, mode) => {
    current = { address, mode, bytes: [] };
    bus.completeConnect(address === 0x3c);
  };
  bus.onWriteByte = (value) => {
    if (current) current.bytes.push(value);
    bus.completeWrite(true);
  };
  bus.onReadByte = () => bus.completeRead(0xff);
  bus.onStop = () => {
    if (current && current.address === 0x3c && current.mode === 0) {
      i2cLog.push([clock.nanos, current.address, Buffer.from(current.bytes).toString('hex')]);
    }
    current = null;
    bus.completeStop();
  };
  cdc = new USBCDC(mcu.usbCtrl);
  // MicroPython's USB CDC sends nothing until the host's first bytes arrive (as rp2040js's
  // own MicroPython demo does, the host "presses Enter" once it is connected).
  cdc.onDeviceConnected = () => {
    if (holdInputUntilNs > 0) holdInputUntilNs = clock.nanos + BOOT_TO_MAIN_NS;
    if (uartRepl) return;
    if (!serialIn.length) serialIn.push(13);
    feedSerial();
  };
  cdc.onSerialData = (bytes) => {
    if (uartRepl) return;
    for (const b of bytes) serialOut.push(b);
    serialSeen += Buffer.from(bytes).toString('latin1');
  };
  // rp2040js answers every read of the OUT endpoint at once, with zero bytes when nothing
  // was typed: the firmware re-arms it at once and never sleeps. A read waits for bytes here.
  const endpointRead = mcu.usbCtrl.onEndpointRead;
  pendingRead = -1;
  mcu.usbCtrl.onEndpointRead = (endpoint, size) => {
    if (endpoint === cdc.outEndpoint && cdc.txFIFO.empty) {
      pendingRead = size;
      return;
    }
    endpointRead(endpoint, size);
  };
  completeRead = () => {
    if (pendingRead >= 0 && !cdc.txFIFO.empty) {
      const size = pendingRead;
      pendingRead = -1;
      endpointRead(cdc.outEndpoint, size);
    }
  };
  uart = mcu.uart[0];
  // rp2040js keeps UART TX's interrupt raised for ever and ignores UARTICR: MicroPython's
  // UART REPL would spin in its interrupt handler. Here a byte written is sent at once (the
  // TX interrupt rises) and UARTICR clears what it names.
  uart.checkInterrupts = () => {
    mcu.setInterrupt(uart.irq, !!(uart.interruptStatus & uart.interruptMask));
  };
  const uartWrite = uart.writeUint32.bind(uart);
  uart.writeUint32 = (offset, value) => {
    if (offset === UARTICR) {
      uart.interruptStatus &= ~value;
      uart.checkInterrupts();
      return;
    }
    uartWrite(offset, value);
    if (offset === 0) {
      uart.interruptStatus |= UART_TX_INTERRUPT;
      uart.checkInterrupts();
    }
  };
  uart.onByte = (value) => {
    if (!uartRepl) return;
    serialOut.push(value);
    serialSeen += String.fromCharCode(value);
  };
  // machine.reset() (mpremote's `reset`) reboots through the watchdog: power on again.
  mcu.peripherals[0x40058].onWatchdogTrigger = () => {
    stop = 'reset';
  };
  mcu.core.PC = FLASH_BASE;
}

function feedSerial() {
  if (clock.nanos < holdInputUntilNs) return;
  if (uartRepl) {
    // At 115200 baud a byte takes 86.8 us: faster, the REPL's receive buffer overflows.
    while (serialIn.length && !uart.rxFIFO.full && clock.nanos >= nextUartByteNs) {
      uart.feedByte(serialIn.shift());
      nextUartByteNs = clock.nanos + UART_BYTE_NS;
    }
    return;
  }
  while (serialIn.length && cdc.txFIFO.itemCount < cdc.txFIFO.size) {
    cdc.sendSerialByte(serialIn.shift());
  }
  completeRead();
}

function run(limitNs, until) {
  stop = null;
  const core = mcu.core;
  if (serialIn.length) feedSerial();
  let n = 0;
  while (stop === null) {
    const now = clock.nanos;
    if (now >= limitNs) {
      stop = 'time';
      break;
    }
    if (cutNs >= 0 && now >= cutNs) {
      cutNow();
      break;
    }
    if (core.waiting) {
      if (serialIn.length) {
        feedSerial();
        // a byte fed raises its interrupt, which wakes the core: the clock must not jump
        // to the edge meanwhile (the last byte of a script had the time run out at once)
        if (!core.waiting) continue;
      }
      const next = clock.nanosToNextAlarm;
      let edge = Math.min(limitNs, cutNs >= 0 ? cutNs : limitNs) - now;
      if (uartRepl && serialIn.length) edge = Math.max(1, Math.min(edge, nextUartByteNs - now));
      if (serialIn.length && holdInputUntilNs > now && holdInputUntilNs < Infinity) {
        edge = Math.max(1, Math.min(edge, holdInputUntilNs - now));
      }
      clock.tick(next > 0 ? Math.min(next, edge) : edge);
      n++;
    } else {
      // A burst of instructions up to the next edge (the time limit or the cut) checked once
      // per instruction here rather than in the outer loop: the emulator's hottest path.
      const horizon = cutNs >= 0 && cutNs < limitNs ? cutNs : limitNs;
      let k = 0;
      do {
        const cycles = core.executeInstruction();
        busyCycles += cycles;
        clock.tick(cycles * CYCLE_NS + extraNs);
        extraNs = 0;
      } while (++k < BURST && stop === null && !core.waiting && clock.nanosCounter < horizon);
      n += k;
    }
    if (n >= BURST) {
      n = 0;
      if (serialIn.length) feedSerial();
      if (until && until()) stop = 'serial';
    }
  }
  if (serialIn.length) feedSerial();
  if (stop === 'reset') {
    // A board that resets drops off USB: what the host typed meanwhile is lost, and a host
    // can type again only once the board is back and main.py runs (Ctrl-C then stops it).
    serialIn = [];
    powerOn();
    holdInputUntilNs = Infinity;
  }
  return stop;
}

function answer(reason, extra = {}) {
  const out = {
    ev: 'stopped',
    ns: clock.nanos,
    reason,
    busy_cycles: busyCycles,
    serial: Buffer.from(serialOut).toString('hex'),
    i2c: i2cLog,
    flash: flashLog,
    ...extra,
  };
  serialSeen = serialSeen.slice(-4096);
  serialOut = [];
  i2cLog = [];
  flashLog = [];
  process.stdout.write(JSON.stringify(out) + '\n');
}

function handle(cmd) {
  switch (cmd.op) {
    case 'run':
      return answer(run(cmd.until_ns));
    case 'run_until_poll': {
      pollAfter = cmd.after_ns;
      const reason = run(cmd.limit_ns);
      pollAfter = -1;
      return answer(reason, { poll_ns: reason === 'poll' ? pollSeenAt : -1 });
    }
    case 'run_until_serial': {
      const text = Buffer.from(cmd.text, 'hex').toString('latin1');
      const reason = run(cmd.limit_ns, () => serialSeen.includes(text));
      const found = serialSeen.includes(text);
      if (found) serialSeen = serialSeen.slice(serialSeen.indexOf(text) + text.length);
      return answer(found ? 'serial' : reason);
    }
    case 'take':
      serialSeen = '';
      return answer('take');
    case 'serial':
      for (const b of Buffer.from(cmd.data, 'hex')) serialIn.push(b);
      return answer('queued');
    case 'pin':
      pins.set(cmd.gpio, !!cmd.value);
      mcu.gpio[cmd.gpio].setInputValue(!!cmd.value);
      return answer('pin');
    case 'flash_read':
      return answer('flash', {
        data: Buffer.from(flash.subarray(cmd.offset, cmd.offset + cmd.length)).toString('hex'),
      });
    case 'flash_save':
      fs.writeFileSync(cmd.path, flash);
      return answer('saved');
    case 'flash_load':
      flash = new Uint8Array(2 * 1024 * 1024).fill(0xff);
      loadFlashImage(fs.readFileSync(cmd.path));
      powerOn();
      return answer('loaded');
    case 'power_cycle':
      serialIn = [];
      serialSeen = '';
      powerOn();
      return answer('power_cycle');
    case 'cut_at':
      cutNs = cmd.ns;
      return answer('armed');
    case 'freerun':
      return freerun();
    default:
      return answer('unknown op ' + cmd.op);
  }
}

// mpremote's side: the chip runs flat out, serial bytes go out as soon as they come.
let freerunning = false;
function freerun() {
  freerunning = true;
  const slice = () => {
    if (!freerunning) return;
    const busy = busyCycles;
    const reason = run(clock.nanos + 2e6);
    const idle = busyCycles - busy < IDLE_SLICE_CYCLES && !serialIn.length && !serialOut.length;
    if (serialOut.length || i2cLog.length || flashLog.length || reason === 'reset') {
      answer(reason, { ev: 'slice' });
    }
    // A chip asleep waiting for the host (mpremote between two commands) need not spin the
    // host's CPU, which mpremote shares: the next slice comes a millisecond later.
    if (idle) setTimeout(slice, 1);
    else setImmediate(slice);
  };
  setImmediate(slice);
}

powerOn();
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (!line.trim()) return;
  const cmd = JSON.parse(line);
  if (freerunning) {
    if (cmd.op === 'serial') for (const b of Buffer.from(cmd.data, 'hex')) serialIn.push(b);
    else if (cmd.op === 'stop') {
      freerunning = false;
      answer('stop');
    }
    return;
  }
  handle(cmd);
});
lines.on('close', () => {
  freerunning = false;
});
