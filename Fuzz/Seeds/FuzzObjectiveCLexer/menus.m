#define kTitle NSLocalizedString(@"menu.title", @"")
#define L(key) NSLocalizedStringFromTable(key, @"Menus", nil)
static NSString * const kType = @"com.example" @".type";
@implementation Menus
- (UIContextMenuConfiguration *)contextMenuInteraction:(UIContextMenuInteraction *)interaction configurationForMenuAtLocation:(CGPoint)location {
    return [UIContextMenuConfiguration configurationWithIdentifier:nil previewProvider:^UIViewController *{ return nil; } actionProvider:^UIMenu *(NSArray *s) {
        return [UIMenu menuWithTitle:@"" children:@[[UIAction actionWithTitle:L(@"copy") image:nil identifier:nil handler:^(UIAction *a) {}]]];
    }];
}
@end
char c = '\''; const char *s = "tab\t\x41\101 \
continued"; auto r = R"x(raw ")" )x";
