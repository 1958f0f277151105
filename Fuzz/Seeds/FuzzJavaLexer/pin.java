package com.example.compass.shortcuts;

import android.content.Context;
import android.content.pm.ShortcutInfo;
import android.content.pm.ShortcutManager;
import android.graphics.drawable.Icon;

/** Offers to pin a trail to the home screen; pinned shortcuts are not in the launcher's menu. */
public final class PinTrailShortcut {
    private static final String ID_PREFIX = "trail_";

    public static void request(Context context, Trail trail) {
        ShortcutInfo.Builder builder = new ShortcutInfo.Builder(context, ID_PREFIX + trail.getId());
        builder.setShortLabel(context.getString(R.string.shortcut_pin_short));
        builder.setIcon(Icon.createWithResource(context, R.drawable.ic_shortcut_pin));
        ShortcutManager manager = context.getSystemService(ShortcutManager.class);
        manager.requestPinShortcut(builder.build(), null);
    }
}
