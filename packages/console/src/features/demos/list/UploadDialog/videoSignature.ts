/**
 * The first bytes of each container the upload takes (spec 3 §5: mp4, m4v, mkv, avi, wmv). The
 * console reads a picked file's first 16 bytes before handing it on, so a file that is no video
 * whatever its name (a text file renamed .mp4) or an empty one is refused at once with 'Error
 * uploading video', before any upload. The server decides for good by probing the whole file.
 */

/** ISO base media (mp4, m4v): a box size, then a box type; files start with ftyp, or rarely another top-level box. */
const isoBoxTypes = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);
/** Matroska (mkv) and WebM: the EBML header. */
const ebml = [0x1a, 0x45, 0xdf, 0xa3];
/** ASF (wmv): the header object's GUID, first bytes. */
const asf = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11];

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** Whether `bytes` (a file's first 16 or more) begin one of the upload's video containers. */
export function looksLikeVideo(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  if (isoBoxTypes.has(ascii(bytes, 4, 8))) return true;
  if (startsWith(bytes, ebml)) return true;
  // AVI: a RIFF file of form type 'AVI '.
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'AVI ') return true;
  return startsWith(bytes, asf);
}

/** How many bytes `looksLikeVideo` needs. */
export const signatureLength = 16;
