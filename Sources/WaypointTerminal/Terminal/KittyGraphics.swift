import Foundation

/// The kitty graphics protocol (also spoken by Ghostty, WezTerm and Konsole): the question asked
/// at start, and pictures sent once and placed on cells. Nothing but the question is sent to a
/// terminal that did not answer it.
enum KittyGraphics {
  /// A query for a 1×1 picture, then a request for the primary device attributes, which every
  /// terminal answers: a graphics answer arriving first means the terminal speaks this
  /// protocol; attribute 4 in the attributes means it draws sixel.
  static let query = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c".utf8)

  /// Removes every placement on the screen, keeping the pictures' data for placing again.
  static let removePlacements = Array("\u{1B}_Ga=d,d=a,q=2\u{1B}\\".utf8)

  /// Sends a PNG as picture `id`, in pieces of 4,096 base64 characters as the protocol asks;
  /// `q=2` keeps the terminal from answering.
  static func transmit(id: UInt32, png: Data) -> [UInt8] {
    let encoded = Array(png.base64EncodedString().utf8)
    var bytes: [UInt8] = []
    var start = 0
    repeat {
      let end = min(start + 4096, encoded.count)
      let more = end < encoded.count ? 1 : 0
      let keys = start == 0 ? "a=t,f=100,t=d,i=\(id),q=2,m=\(more)" : "m=\(more)"
      bytes += Array("\u{1B}_G\(keys);".utf8) + encoded[start..<end] + Array("\u{1B}\\".utf8)
      start = end
    } while start < encoded.count
    return bytes
  }

  /// Places picture `id` with its top-left corner at `row` and `column` (counted from 0),
  /// scaled to `columns` × `rows` cells; the cursor stays where the picture starts (`C=1`).
  static func place(id: UInt32, row: Int, column: Int, columns: Int, rows: Int) -> [UInt8] {
    Array(
      "\u{1B}[\(row + 1);\(column + 1)H\u{1B}_Ga=p,i=\(id),c=\(columns),r=\(rows),C=1,q=2\u{1B}\\"
        .utf8)
  }
}
