// What `import UIKit` brings on iOS besides UIKit itself: Foundation (and with it Dispatch,
// `NSObject`, `CGFloat`, `CGPoint`, `CGSize`, `CGRect`), so an app's file compiles with its import
// line changed to `import SegueUIKit` and nothing else. On macOS, Foundation also brings
// CoreGraphics, whose `CGAffineTransform` and `CGColor` this module then uses rather than its own.
@_exported import Foundation
