import { describe, expect, it } from "vitest";
import { safeUrl, sanitizeHtml } from "~/lib/sanitize-html.server";

describe("sanitizeHtml (static page content)", () => {
  it("keeps ordinary rich text as it is", () => {
    const html =
      "<h2>Refunds</h2><p>Within <strong>7 days</strong> &amp; <em>unused</em>.</p><ul><li>One</li><li>Two</li></ul>" +
      '<table><thead><tr><th scope="col">Case</th></tr></thead><tbody><tr><td colspan="2">All</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ["<p>Hi</p><script>alert(1)</script><p>there</p>", "<p>Hi</p><p>there</p>"],
    ["<SCRIPT type='text/javascript'>alert(1)</SCRIPT >ok", "ok"],
    ["<script>never closed <p>swallowed</p>", ""],
    ["<style>body{display:none}</style><p>x</p>", "<p>x</p>"],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', "<p>x</p>"],
    ['<svg><script>alert(1)</script><a href="javascript:x">y</a></svg><p>x</p>', "<p>x</p>"],
    ['<object data="x.swf"></object><embed src="x">x', "x"],
    ["<noscript><p>fallback</p></noscript>x", "x"],
    ['<form action="https://evil.example"><input name="card"><button>Pay</button></form>x', "x"],
    ["<!-- <script>alert(1)</script> -->x", "x"],
    ["<![CDATA[<script>alert(1)</script>]]>x", "alert(1)]]&gt;x"],
  ])("drops executable and embedding elements with their content: %s", (input, expected) => {
    const output = sanitizeHtml(input);
    expect(output).toBe(expected);
    expect(output.toLowerCase()).not.toContain("<script");
  });

  it.each([
    '<p onclick="alert(1)">x</p>',
    '<img src="x.png" onerror="alert(1)">',
    '<a href="/ok" onmouseover=alert(1)>x</a>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<p ONCLICK = "alert(1)" class="x" id="y">x</p>',
    '<a href="/ok" o\nnclick="alert(1)">x</a>',
  ])("drops event handlers, styles and unknown attributes: %s", (input) => {
    const output = sanitizeHtml(input);
    expect(output).not.toMatch(/on[a-z]+=|style=|class=|id=/i);
    expect(output).not.toContain("alert");
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
    '<a href="&#106avascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<img src="javascript:alert(1)">',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  ])("drops dangerous URLs: %s", (input) => {
    const output = sanitizeHtml(input);
    expect(output).not.toMatch(/href=|src=/);
    expect(output.toLowerCase()).not.toMatch(/javascript|vbscript|data:/);
  });

  it("keeps safe links and marks external ones nofollow noopener", () => {
    expect(
      sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank">site</a>'),
    ).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">site</a>',
    );
    expect(sanitizeHtml('<a href="/about-us">about</a>')).toBe('<a href="/about-us">about</a>');
    expect(sanitizeHtml('<a href="mailto:help@example.com">mail</a>')).toBe(
      '<a href="mailto:help@example.com">mail</a>',
    );
  });

  it("keeps images with a safe source, adds alt and lazy loading", () => {
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" width="300" height="abc">')).toBe(
      '<img src="https://cdn.example/a.png" width="300" alt="" loading="lazy" decoding="async">',
    );
  });

  it("escapes text that only looks like markup and quotes that try to break out of attributes", () => {
    expect(sanitizeHtml("a < b and c > d")).toBe("a &lt; b and c &gt; d");
    expect(sanitizeHtml('<a href="/x" title="&quot;><script>alert(1)</script>">t</a>')).toBe(
      '<a href="/x" title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">t</a>',
    );
    expect(sanitizeHtml('<a href="/x>broken')).toBe('&lt;a href="/x&gt;broken');
  });

  it("balances tags, drops unknown wrappers but keeps their text, and demotes h1", () => {
    expect(sanitizeHtml("<div><p><b>bold")).toBe("<div><p><b>bold</b></p></div>");
    expect(sanitizeHtml("</div><p>x</p></span>")).toBe("<p>x</p>");
    expect(sanitizeHtml('<font color="red">red</font><center>mid</center>')).toBe("redmid");
    expect(sanitizeHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
    expect(sanitizeHtml("<p>one<br/>two<br>three</p>")).toBe("<p>one<br>two<br>three</p>");
  });
});

describe("safeUrl", () => {
  it("allows http(s), mailto, tel and relative URLs only", () => {
    expect(safeUrl("https://a.example/x")).toBe("https://a.example/x");
    expect(safeUrl("tel:+971500000001")).toBe("tel:+971500000001");
    expect(safeUrl("/privacy-policy#top")).toBe("/privacy-policy#top");
    expect(safeUrl("javascript:alert(1)")).toBeNull();
    expect(safeUrl("file:///etc/passwd")).toBeNull();
    expect(safeUrl("")).toBeNull();
  });
});
