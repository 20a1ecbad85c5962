import { renderSVG } from "uqr";

/** A QR code as its SVG drawing: the viewBox and the one path of its dark modules. */
export interface QrDrawing {
  viewBox: string;
  path: string;
}

/**
 * Draws `text` as a QR code on the server (uqr's SVG), taken apart into its viewBox and path so
 * the page renders it as ordinary elements, never as injected markup. A quiet zone of four
 * modules, as scanners expect.
 */
export function drawQrCode(text: string): QrDrawing {
  const svg = renderSVG(text, { border: 4, ecc: "M" });
  const viewBox = /viewBox="([\d\s.]+)"/.exec(svg)?.[1];
  const path = /<path[^>]* d="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox || !path) throw new Error("the QR code could not be drawn");
  return { viewBox, path };
}
