#import "MainTabBarController.h"

@implementation MainTabBarController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tabBar setTintColor:[UIColor orangeColor]];
}

@end
