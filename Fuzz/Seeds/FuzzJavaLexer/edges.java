/* not /* nested */ class A {
    static final String ID = "id" + "\u0041\101\t";
    String block = """
        Hello
          World\
        """;
    char c = '"';
    ShortcutInfo s = new ShortcutInfo.Builder(context, ID).setShortLabel(cond ? getString(R.string.a) : "b").build();
    String open = "unterminated
}
