#import "LibraryViewController.h"

@implementation LibraryViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.navigationController setNavigationBarHidden:NO animated:animated];
}

- (IBAction)unwindToLibrary:(UIStoryboardSegue *)segue {
}

@end
