#import <UIKit/UIKit.h>
#import "LegacyShortcuts.h"

// The field-notes feature still lives in Objective-C.
static NSString *const kCompassQuickNoteType = @"com.example.compass.quick-note";

@implementation CompassFieldNotes

+ (UIApplicationShortcutItem *)quickNoteItem {
    return [[UIApplicationShortcutItem alloc] initWithType:kCompassQuickNoteType
                                            localizedTitle:@"Quick Note"
                                         localizedSubtitle:nil
                                                      icon:[UIApplicationShortcutIcon iconWithType:UIApplicationShortcutIconTypeCompose]
                                                  userInfo:nil];
}

@end
