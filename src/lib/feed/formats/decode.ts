import { createReadStream } from "node:fs";

/**
 * Stock exports come as UTF-8 (with or without a byte-order mark) or, from older Windows tools, as
 * Windows-1252 ("Café", "Dealer’s pick" in one byte each). `auto` reads UTF-8 when every byte
 * sequence is valid UTF-8 and Windows-1252 otherwise; a BOM is dropped either way.
 */
export type TextEncodingName = "utf-8" | "windows-1252";
export type EncodingSetting = TextEncodingName | "auto";

const CHUNK_BYTES = 1 << 16;

export function detectEncoding(bytes: Uint8Array): TextEncodingName {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/** One streamed pass that keeps nothing: is the whole file valid UTF-8? */
export async function detectFileEncoding(file: string): Promise<TextEncodingName> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES })) {
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return "utf-8";
  } catch (error) {
    if (error instanceof TypeError) return "windows-1252";
    throw error;
  }
}

export function decodeBytes(bytes: Uint8Array, setting: EncodingSetting): string {
  const encoding = setting === "auto" ? detectEncoding(bytes) : setting;
  return new TextDecoder(encoding).decode(bytes);
}

/** The file as text, chunk by chunk, so a 50 MB export is never one string in memory. */
export async function* decodedChunks(file: string, setting: EncodingSetting): AsyncGenerator<string> {
  const encoding = setting === "auto" ? await detectFileEncoding(file) : setting;
  const decoder = new TextDecoder(encoding);
  for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES })) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
