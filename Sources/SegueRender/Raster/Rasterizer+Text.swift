import CCairo
import SegueKit
import Synchronization

extension Rasterizer {
    /// Draws a label's text like `UILabel` (LabelLayout.swift), in the transition's fonts.
    func drawText(_ text: TextContent, in b: Rect, alpha: Double, _ cr: OpaquePointer) throws {
        guard !text.string.isEmpty, text.color.alpha > 0, b.width > 0 else { return }
        try withLayout(text, size: b.size, cr) { layout in
            setSource(cr, text.color.withAlpha(text.color.alpha * alpha))
            layout.draw(in: b, cr)
        }
    }

    /// Draws one line of text with its baseline at `p`, at most `width` wide (truncated at the
    /// tail): the contact sheet's captions.
    func drawLine(_ text: TextContent, baselineAt p: Point, width: Double, _ cr: OpaquePointer) throws {
        try withLayout(text, size: Size(width: width, height: 0), cr) { layout in
            guard let first = layout.lines.first else { return }
            setSource(cr, text.color)
            layout.draw(in: Rect(x: p.x, y: p.y - first.baseline, width: width, height: layout.height), cr)
        }
    }

    private func withLayout(_ text: TextContent, size: Size, _ cr: OpaquePointer, _ body: (LabelLayout) -> Void) throws {
        if let error = FontLibrary.shared.loadError {
            throw CairoError(subject: Self.describe(text), status: error, fix: "install the fonts (scripts/setup)")
        }
        // NB: one label at a time in the process. With labels set on several threads at once,
        // Cairo 1.16's font cache once aborted a render (`_cairo_scaled_font_compute_hash:
        // Assertion 'hash != ZOMBIE'`, a scaled font found while another thread destroyed it);
        // text is a small part of a frame, and the pixels do not depend on the order.
        try fontCacheLock.withLock { _ in
            try fonts.withContext { context in
                let layout = LabelLayout(text, size: size, fonts: fonts, warnings: warnings, context: context, cr)
                cairo_save(cr)
                defer { cairo_restore(cr) }
                body(layout)
            }
        }
    }
}

/// Serialises everything that reaches Cairo's font caches across threads: labels laid out and
/// drawn (`withLayout`), text measured for layout (`FallbackTextWidth`) and vector images whose
/// text librsvg or Poppler sets (`VectorImage.render`). One lock for all of them: a measurement
/// or an SVG on one thread beside a label on another crashed inside Cairo's scaled-font cache.
/// Never taken while another part of the renderer holds it (the lock is not recursive).
let fontCacheLock = Mutex<Void>(())
