/// The report's style sheet and script, inlined into the page so that it
/// works offline from a single file.
enum TranslatorReportAssets {
    static let css = """
    :root{--error:#c4271b;--warning:#a86200;--note:#2f5f9e;--ok:#2f7d32;--line:#d9dce1;color-scheme:light}
    body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0 auto;max-width:1200px;padding:0 20px 40px;color:#1d1f23;background:#fff}
    h1{font-size:26px;margin:24px 0 4px}h2{font-size:20px;margin:28px 0 10px}h3{font-size:16px;margin:18px 0 8px}
    .lead{margin:4px 0}.help{color:#4b5058;max-width:70ch}
    .badge{display:inline-block;border-radius:10px;padding:1px 8px;font-size:12px;font-weight:600;color:#fff;white-space:nowrap}
    .badge.error{background:var(--error)}.badge.warning{background:var(--warning)}.badge.note{background:var(--note)}
    #filters{position:sticky;top:0;z-index:2;display:flex;flex-wrap:wrap;gap:12px 20px;align-items:center;background:#f5f6f8;border:1px solid var(--line);border-radius:8px;padding:8px 12px;margin:16px 0}
    #filters fieldset{border:0;margin:0;padding:0;display:flex;gap:10px}#filters legend{float:inline-start;margin-inline-end:8px}
    #shown{color:#4b5058;margin-inline-start:auto}
    .grid-wrap{overflow-x:auto}
    table{border-collapse:collapse;width:100%}th,td{border:1px solid var(--line);padding:6px 8px;text-align:start;vertical-align:top}
    thead th{background:#f5f6f8;font-weight:600}
    #grid td{text-align:center;white-space:nowrap}#grid td a{color:inherit;text-decoration:none;display:block}
    .cell.error{background:#fde4e1;color:var(--error);font-weight:700}.cell.warning{background:#fff1d6;color:var(--warning);font-weight:700}
    .cell.note{background:#e3edfa;color:var(--note)}.cell.ok{color:var(--ok)}.cell.missing{background:#eee;color:#666;font-style:italic}
    .cell[data-visible="0"]:not(.ok):not(.missing){opacity:.35}
    .locale{content-visibility:auto;contain-intrinsic-size:auto 800px}
    .code{font:12px ui-monospace,monospace;color:#4b5058;background:#f0f1f3;border-radius:4px;padding:1px 5px;vertical-align:middle}
    .strings td:first-child,.strings td:nth-child(2){width:28%}
    .field{font-size:11px;text-transform:uppercase;letter-spacing:.04em;color:#6a6f78}
    .translation{font-size:17px}.missing{color:#8a4b00;font-style:italic}.comment{color:#4b5058;font-size:13px;margin-top:4px}
    .findings{list-style:none;margin:0;padding:0}.finding{margin:0 0 10px;padding-inline-start:10px;border-inline-start:3px solid var(--line)}
    .finding.error{border-inline-start-color:var(--error)}.finding.warning{border-inline-start-color:var(--warning)}.finding.note{border-inline-start-color:var(--note)}
    .finding p{margin:3px 0}.hint{font-weight:500}.detail,.where{color:#4b5058;font-size:13px}.certainty{font-size:13px}.certainty.within-error{color:#8a5a00}.where{font-family:ui-monospace,monospace;font-size:12px}
    .groups{list-style:none;padding:0}.group{margin:6px 0}.group p{margin:3px 0}.why{font-size:13px}.reduced{font-size:13px;color:#4b5058}
    .ok{color:var(--ok)}
    .preview-row{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0}figure svg{max-width:100%;height:auto;border-radius:8px}
    figcaption{font-size:12px;color:#4b5058}
    footer{margin-top:32px;color:#4b5058;font-size:13px}
    [hidden]{display:none!important}
    """

    /// Filtering, from the form and from the address (`#locale=ar&rule=bidi&severity=error,warning`).
    /// Errors are collected on the root element so headless tests can read them.
    static let script = """
    (function(){
    "use strict";
    var root=document.documentElement;
    window.addEventListener("error",function(e){root.setAttribute("data-errors",(root.getAttribute("data-errors")||"")+e.message+";");});
    var form=document.getElementById("filters");
    var findings=Array.prototype.slice.call(document.querySelectorAll("li.finding"));
    var sections=Array.prototype.slice.call(document.querySelectorAll("section.locale"));
    var gridRows=Array.prototype.slice.call(document.querySelectorAll("#grid tbody tr"));
    var stringRows=Array.prototype.slice.call(document.querySelectorAll("table.strings tbody tr"));
    var groups=Array.prototype.slice.call(document.querySelectorAll("li.group"));
    var shown=document.getElementById("shown");
    var noMatch=document.getElementById("no-match");
    function state(){
      var severities=Array.prototype.slice.call(form.querySelectorAll("input[name=severity]:checked")).map(function(i){return i.value;});
      return {locale:form.elements.locale.value,rule:form.elements.rule.value,severity:severities};
    }
    function apply(){
      var s=state(),count=0,perLocale={},perCell={};
      findings.forEach(function(li){
        var d=li.dataset;
        var visible=(!s.locale||d.locale===s.locale||d.locale==="")&&(!s.rule||d.rule===s.rule)&&s.severity.indexOf(d.severity)>=0;
        li.hidden=!visible;
        if(visible){
          count++;perLocale[d.locale]=(perLocale[d.locale]||0)+1;
          var key=d.locale+"\\u0000"+d.action;perCell[key]=(perCell[key]||0)+1;
        }
      });
      var filtered=!!s.rule||s.severity.length<3;
      // A rule or severity filter hides the rows it leaves without findings, not only the findings.
      stringRows.forEach(function(row){
        row.hidden=filtered&&!row.querySelector("li.finding:not([hidden])");
      });
      groups.forEach(function(li){
        li.hidden=(!!s.rule&&li.dataset.rule!==s.rule)||s.severity.indexOf(li.className.split(" ")[1])<0;
      });
      sections.forEach(function(section){
        var locale=section.dataset.locale;
        section.hidden=(!!s.locale&&locale!==s.locale&&locale!=="")||(filtered&&!perLocale[locale]);
      });
      gridRows.forEach(function(row){
        row.hidden=(!!s.locale&&row.dataset.locale!==s.locale)||(filtered&&!perLocale[row.dataset.locale]);
        var total=row.querySelector(".total");
        total.textContent=String(perLocale[row.dataset.locale]||0);
        // Cells whose findings are all filtered out fade.
        Array.prototype.forEach.call(row.querySelectorAll("td.cell"),function(cell){
          cell.setAttribute("data-visible",String(perCell[row.dataset.locale+"\\u0000"+cell.dataset.action]||0));
        });
      });
      shown.textContent=count+" of "+findings.length+" findings shown";
      noMatch.hidden=count>0||findings.length===0;
      var parts=[];
      if(s.locale)parts.push("locale="+encodeURIComponent(s.locale));
      if(s.rule)parts.push("rule="+encodeURIComponent(s.rule));
      if(s.severity.length<3)parts.push("severity="+s.severity.join(","));
      var hash=parts.length?"#"+parts.join("&"):"";
      if(location.hash!==hash&&!(hash===""&&location.hash.indexOf("=")<0)){
        try{history.replaceState(null,"",hash||location.pathname);}catch(e){}
      }
    }
    function fromAddress(){
      var hash=location.hash.replace(/^#/,"");
      if(hash.indexOf("=")<0)return;
      hash.split("&").forEach(function(part){
        var pair=part.split("="),key=pair[0],value="";
        try{value=decodeURIComponent(pair[1]||"");}catch(e){return;}
        if(key==="locale"||key==="rule"){
          var select=form.elements[key];
          if(Array.prototype.some.call(select.options,function(o){return o.value===value;}))select.value=value;
        }else if(key==="severity"){
          var wanted=value.split(",");
          Array.prototype.forEach.call(form.querySelectorAll("input[name=severity]"),function(i){i.checked=wanted.indexOf(i.value)>=0;});
        }
      });
    }
    form.addEventListener("change",apply);
    form.addEventListener("submit",function(e){e.preventDefault();});
    window.addEventListener("hashchange",function(){fromAddress();apply();});
    fromAddress();
    apply();
    root.setAttribute("data-ready","1");
    })();
    """
}
