import { isUtf8 } from "node:buffer";
import { createReadStream } from "node:fs";

/**
 * Stock exports come as UTF-8 (with or without a byte-order mark), as Windows-1252 from older
 * Windows tools ("Café", "Dealer’s pick" in one byte each), and sometimes as both: a UTF-8 file
 * with a BOM where one pasted comment brought a Windows-1252 byte. `auto` reads every valid UTF-8
 * sequence as UTF-8 and every other byte as Windows-1252, so one stray byte never turns the whole
 * file (and its header) into mojibake. A BOM is dropped either way.
 */
export type TextEncodingName = "utf-8" | "windows-1252";
export type EncodingSetting = TextEncodingName | "auto";

const CHUNK_BYTES = 1 << 16;
const WINDOWS_1252 = new TextDecoder("windows-1252");

/** How many bytes the valid UTF-8 sequence starting at `i` takes, or 0 when it is not one (or is cut off). */
function utf8SequenceLength(bytes: Uint8Array, i: number, end: number): number | "incomplete" {
  const lead = bytes[i]!;
  let length: number;
  let min = 0x80;
  let max = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead === 0xe0) min = 0xa0;
    if (lead === 0xed) max = 0x9f; // no UTF-16 surrogates
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead === 0xf0) min = 0x90;
    if (lead === 0xf4) max = 0x8f;
  } else return 0;
  for (let k = 1; k < length; k++) {
    if (i + k >= end) return "incomplete";
    const byte = bytes[i + k]!;
    if (byte < (k === 1 ? min : 0x80) || byte > (k === 1 ? max : 0xbf)) return 0;
  }
  return length;
}

/** Where the chunk's last complete UTF-8 sequence ends: a lead byte cut off at the end waits. */
function completeEnd(bytes: Uint8Array): number {
  for (let back = 1; back <= 3 && back <= bytes.length; back++) {
    const byte = bytes[bytes.length - back]!;
    if (byte < 0x80) return bytes.length;
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return length > back ? bytes.length - back : bytes.length;
    }
  }
  return bytes.length;
}

/**
 * A streaming decoder for `auto`: UTF-8 where the bytes are UTF-8, Windows-1252 byte by byte where
 * they are not. A sequence cut off at a chunk's end waits for the next chunk.
 */
export class MixedDecoder {
  private pending: Uint8Array = new Uint8Array(0);
  private started = false;

  decode(chunk: Uint8Array, options: { stream?: boolean } = {}): string {
    let bytes: Uint8Array = chunk;
    if (this.pending.length) {
      bytes = new Uint8Array(this.pending.length + chunk.length);
      bytes.set(this.pending);
      bytes.set(chunk, this.pending.length);
      this.pending = new Uint8Array(0);
    }
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let i = 0;
    if (!this.started && bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) i = 3;
    this.started ||= bytes.length > 0;
    // Nearly every chunk is plain UTF-8: checked natively, decoded natively. Only a chunk with a
    // stray byte goes through the byte-by-byte loop below.
    const whole = options.stream ? completeEnd(bytes) : bytes.length;
    if (isUtf8(bytes.subarray(i, whole))) {
      this.pending = bytes.slice(whole);
      return buffer.toString("utf8", i, whole);
    }
    let out = "";
    let runStart = i;
    const end = bytes.length;
    while (i < end) {
      if (bytes[i]! < 0x80) {
        i++;
        continue;
      }
      const length = utf8SequenceLength(bytes, i, end);
      if (length === "incomplete" && options.stream) {
        out += buffer.toString("utf8", runStart, i);
        this.pending = bytes.slice(i);
        return out;
      }
      if (typeof length === "number" && length > 0) {
        i += length;
        continue;
      }
      out += buffer.toString("utf8", runStart, i) + WINDOWS_1252.decode(bytes.subarray(i, i + 1));
      i++;
      runStart = i;
    }
    return out + buffer.toString("utf8", runStart, end);
  }
}

function decoderFor(setting: EncodingSetting): { decode(chunk: Uint8Array, options?: { stream?: boolean }): string } {
  return setting === "auto" ? new MixedDecoder() : new TextDecoder(setting);
}

export function decodeBytes(bytes: Uint8Array, setting: EncodingSetting): string {
  return decoderFor(setting).decode(bytes);
}

/** The file as text, chunk by chunk, so a 50 MB export is never one string in memory. */
export async function* decodedChunks(file: string, setting: EncodingSetting): AsyncGenerator<string> {
  const decoder = decoderFor(setting);
  for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES })) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode(new Uint8Array(0));
  if (rest) yield rest;
}
