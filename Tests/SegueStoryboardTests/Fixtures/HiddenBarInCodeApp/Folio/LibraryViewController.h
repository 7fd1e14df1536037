#import <UIKit/UIKit.h>

@interface LibraryViewController : UIViewController
@end
