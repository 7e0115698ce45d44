// Draws the pmapsim report from the JSON in #report-data as inline SVG.
// No libraries and no network: everything the page needs is in the file.
// When done it marks <body data-render="done" data-charts="N" data-errors="E">,
// which the headless-browser test reads back.
(function () {
  "use strict";

  var errors = [];
  window.addEventListener("error", function (event) {
    errors.push(String(event.message));
    finish();
  });

  var BOUND_COLORS = { compute: "#3b6fd4", memory: "#e8912d", network: "#8a4fc4", none: "#9aa1ad" };
  var PART_COLORS = {
    compute: "#3b6fd4", memory: "#e8912d", communication: "#8a4fc4", other: "#9aa1ad", waiting: "#d9dce3",
    exposed: "#8a4fc4", hidden: "#c9b3e8"
  };
  var DEVICE_COLORS = ["#3b6fd4", "#e8912d", "#2f9e6e", "#c2416b", "#8a4fc4", "#6b7a8f", "#c9a227", "#1b9bb5"];
  var charts = 0;

  function esc(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }

  function el(tag, attrs, parent, html) {
    var node = document.createElement(tag);
    for (var key in attrs || {}) node.setAttribute(key, attrs[key]);
    if (html !== undefined) node.innerHTML = html;
    if (parent) parent.appendChild(node);
    return node;
  }

  // An <svg> chart from markup; kind is its data-chart marker.
  function chart(parent, kind, width, height, markup) {
    var holder = el("div", {}, parent);
    holder.innerHTML = '<svg xmlns="http://www.w3.org/2000/svg" data-chart="' + kind + '" width="' + width +
      '" height="' + height + '" viewBox="0 0 ' + width + " " + height + '">' + markup + "</svg>";
    charts += 1;
    return holder;
  }

  function si(value, unit) {
    if (!isFinite(value)) return "-";
    var abs = Math.abs(value);
    var prefixes = [[1e15, "P"], [1e12, "T"], [1e9, "G"], [1e6, "M"], [1e3, "k"]];
    for (var i = 0; i < prefixes.length; i++) {
      if (abs >= prefixes[i][0]) return (value / prefixes[i][0]).toPrecision(3) + " " + prefixes[i][1] + (unit || "");
    }
    return (abs >= 1 || abs === 0 ? String(+value.toPrecision(3)) : value.toPrecision(2)) + (unit ? " " + unit : "");
  }

  // A power of ten as a short label: 0.01, 1, 100, 1k, 10M, 1P.
  function decade(exponent) {
    if (exponent < 0) return String(+Math.pow(10, exponent).toPrecision(1));
    var names = ["", "k", "M", "G", "T", "P", "E"];
    var group = Math.min(names.length - 1, Math.floor(exponent / 3));
    return Math.pow(10, exponent - 3 * group) + names[group];
  }

  function duration(ns) {
    if (!isFinite(ns)) return "-";
    var abs = Math.abs(ns);
    if (abs >= 1e9) return (ns / 1e9).toPrecision(4) + " s";
    if (abs >= 1e6) return (ns / 1e6).toPrecision(4) + " ms";
    if (abs >= 1e3) return (ns / 1e3).toPrecision(4) + " us";
    return +ns.toPrecision(4) + " ns";
  }

  function bytes(value) {
    var units = [[1 << 30, "GiB"], [1 << 20, "MiB"], [1 << 10, "KiB"]];
    for (var i = 0; i < units.length; i++) {
      if (Math.abs(value) >= units[i][0]) return (value / units[i][0]).toPrecision(3) + " " + units[i][1];
    }
    return value + " B";
  }

  function percent(fraction) {
    return (100 * fraction).toFixed(1) + "%";
  }

  // 0..1 to a light-to-dark heat colour (white, yellow, orange, red, dark red).
  function heat(value) {
    var stops = [[255, 255, 255], [254, 224, 139], [252, 141, 89], [215, 48, 39], [127, 0, 0]];
    var v = Math.max(0, Math.min(1, value)) * (stops.length - 1);
    var i = Math.min(stops.length - 2, Math.floor(v));
    var t = v - i;
    var rgb = stops[i].map(function (c, k) { return Math.round(c + t * (stops[i + 1][k] - c)); });
    return "rgb(" + rgb.join(",") + ")";
  }

  function legend(parent, entries) {
    var box = el("div", { class: "legend" }, parent);
    entries.forEach(function (entry) { el("span", { style: "--c:" + entry[1] }, box, esc(entry[0])); });
  }

  function section(parent, title) {
    var node = el("section", {}, parent);
    el("h2", {}, node, esc(title));
    return node;
  }

  function note(parent, text) {
    return el("p", { class: "note" }, parent, esc(text));
  }

  // ---- roofline --------------------------------------------------------

  function decadeRange(values) {
    var low = Infinity, high = -Infinity;
    values.forEach(function (v) { if (v > 0) { low = Math.min(low, v); high = Math.max(high, v); } });
    if (!isFinite(low)) return [0, 1];
    return [Math.floor(Math.log10(low)), Math.max(Math.floor(Math.log10(low)) + 1, Math.ceil(Math.log10(high)))];
  }

  function roofline(parent, roof) {
    var W = 420, H = 300, L = 52, R = 18, T = 14, B = 42;
    var points = roof.points;
    var ridge = roof.peak_flops > 0 && roof.peak_bytes > 0 ? roof.peak_flops / roof.peak_bytes : 0;
    var xs = points.map(function (p) { return p.flops / p.bytes; });
    if (ridge) xs.push(ridge * 4, ridge / 4);
    var ys = points.map(function (p) { return p.flops / (p.time_ns * 1e-9); });
    if (roof.peak_flops) ys.push(roof.peak_flops * 1.5);
    var xr = decadeRange(xs), yr = decadeRange(ys);
    function X(v) { return L + (Math.log10(v) - xr[0]) / (xr[1] - xr[0]) * (W - L - R); }
    function Y(v) { return T + (1 - (Math.log10(v) - yr[0]) / (yr[1] - yr[0])) * (H - T - B); }
    var m = '<g class="axis">';
    for (var e = xr[0]; e <= xr[1]; e++) {
      m += '<line x1="' + X(Math.pow(10, e)) + '" x2="' + X(Math.pow(10, e)) + '" y1="' + T + '" y2="' + (H - B) + '"/>';
      m += '<text x="' + X(Math.pow(10, e)) + '" y="' + (H - B + 14) + '" text-anchor="middle">' + decade(e) + "</text>";
    }
    for (e = yr[0]; e <= yr[1]; e++) {
      m += '<line x1="' + L + '" x2="' + (W - R) + '" y1="' + Y(Math.pow(10, e)) + '" y2="' + Y(Math.pow(10, e)) + '"/>';
      m += '<text x="' + (L - 4) + '" y="' + (Y(Math.pow(10, e)) + 4) + '" text-anchor="end">' + decade(e) + "</text>";
    }
    m += "</g>";
    m += '<text class="axis-title" x="' + ((L + W - R) / 2) + '" y="' + (H - 6) + '" text-anchor="middle">arithmetic intensity (FLOP / byte of HBM traffic)</text>';
    m += '<text class="axis-title" transform="translate(12,' + ((T + H - B) / 2) + ') rotate(-90)" text-anchor="middle">achieved FLOP/s</text>';
    if (ridge) {
      var x0 = Math.pow(10, xr[0]), x1 = Math.pow(10, xr[1]);
      var path = [[x0, Math.min(roof.peak_flops, x0 * roof.peak_bytes)], [ridge, roof.peak_flops], [x1, roof.peak_flops]];
      if (x0 * roof.peak_bytes > roof.peak_flops) path.shift();
      m += '<polyline class="roof" data-roof="1" points="' + path.map(function (p) { return X(p[0]) + "," + Y(Math.max(p[1], Math.pow(10, yr[0]))); }).join(" ") + '"/>';
      m += '<text x="' + (W - R - 4) + '" y="' + (Y(roof.peak_flops) - 5) + '" text-anchor="end">peak ' + si(roof.peak_flops, "FLOP/s") + "</text>";
      m += '<text x="' + (X(ridge) + 4) + '" y="' + (Y(roof.peak_flops) + 14) + '">ridge ' + si(ridge) + " FLOP/B</text>";
      // The slope's label a decade left of the ridge, above the line.
      var slopeAt = Math.max(ridge / 10, Math.pow(10, xr[0] + 0.5));
      m += '<text x="' + (X(slopeAt) - 4) + '" y="' + (Y(slopeAt * roof.peak_bytes) - 8) + '" text-anchor="end">HBM ' + si(roof.peak_bytes, "B/s") + "</text>";
    }
    // Largest first, so that small points stay on top and can be hovered.
    points.forEach(function (p) {
      var intensity = p.flops / p.bytes, achieved = p.flops / (p.time_ns * 1e-9);
      var bound = ridge ? Math.min(roof.peak_flops, intensity * roof.peak_bytes) : 0;
      var tip = p.name + (p.index >= 0 ? " (instruction " + p.index + ")" : "") + "\n" + (p.instruction || "") +
        "\nintensity " + si(intensity) + " FLOP/B, achieved " + si(achieved, "FLOP/s") +
        (bound ? " (" + percent(achieved / bound) + " of the roof)" : "") +
        "\n" + duration(p.time_ns) + " over " + p.count + " run" + (p.count === 1 ? "" : "s") + ", " + p.bound + "-bound";
      m += '<circle class="point" cx="' + X(intensity).toFixed(1) + '" cy="' + Y(achieved).toFixed(1) + '" r="4.5" fill="' +
        (BOUND_COLORS[p.bound] || BOUND_COLORS.none) + '"><title>' + esc(tip) + "</title></circle>";
    });
    var box = el("div", { style: "width:" + W + "px" }, parent);
    el("h3", {}, box, esc("device " + roof.device + (roof.name ? ": " + roof.name : "")));
    chart(box, "roofline", W, H, m);
    var words = points.length + " instruction" + (points.length === 1 ? "" : "s") + " drawn";
    if (roof.left_out) words += ", " + roof.left_out + " with less time left out";
    if (roof.not_drawable) words += "; " + roof.not_drawable + " without FLOPs or bytes (layout ops, collectives) not drawn";
    if (!ridge) words += "; no roofs: the trace does not give this device's peaks";
    note(box, words);
  }

  function rooflines(parent, run) {
    if (!run.rooflines.length) return;
    var node = section(parent, "Roofline per device");
    legend(node, [["compute-bound", BOUND_COLORS.compute], ["memory-bound", BOUND_COLORS.memory],
      ["network-bound", BOUND_COLORS.network], ["no bound recorded", BOUND_COLORS.none]]);
    note(node, "Each point is one program instruction, its runs summed; hover a point for the instruction.");
    var grid = el("div", { class: "grid" }, node);
    run.rooflines.forEach(function (roof) { roofline(grid, roof); });
    if (run.roofline_devices_left_out) note(node, run.roofline_devices_left_out + " more devices not drawn.");
  }

  // ---- heat maps -------------------------------------------------------

  function utilization(parent, run) {
    var u = run.utilization;
    if (!u.devices.length) return;
    var node = section(parent, "Utilization: device x unit");
    note(node, "Busy time (the union of a unit's activity) over the run's " + duration(run.makespan_ns) + ".");
    var cw = Math.max(22, Math.min(54, Math.floor(900 / u.units.length))), ch = u.devices.length > 24 ? 10 : 22;
    var L = 70, T = 90, W = L + cw * u.units.length + 10, H = T + ch * u.devices.length + 6;
    var m = "";
    u.units.forEach(function (unit, c) {
      var x = L + c * cw + cw / 2;
      m += '<text transform="translate(' + x + "," + (T - 6) + ') rotate(-50)">' + esc(unit) + "</text>";
    });
    u.devices.forEach(function (device, r) {
      var y = T + r * ch;
      if (ch >= 10) m += '<text x="' + (L - 6) + '" y="' + (y + ch / 2 + 4) + '" text-anchor="end">device ' + device + "</text>";
      u.busy[r].forEach(function (value, c) {
        var x = L + c * cw;
        var fill = value < 0 ? "#eef0f3" : heat(value);
        var tip = "device " + device + ", " + u.units[c] + ": " + (value < 0 ? "no such unit" : percent(value) + " busy");
        m += '<rect class="cell" x="' + x + '" y="' + y + '" width="' + (cw - 1) + '" height="' + (ch - 1) +
          '" fill="' + fill + '"><title>' + esc(tip) + "</title></rect>";
        if (value >= 0 && ch >= 18 && cw >= 30) {
          m += '<text x="' + (x + cw / 2) + '" y="' + (y + ch / 2 + 4) + '" text-anchor="middle" style="fill:' +
            (value > 0.6 ? "#fff" : "#39414f") + '">' + Math.round(100 * value) + "</text>";
        }
      });
    });
    chart(node, "utilization", W, H, m);
    if (u.left_out) note(node, u.left_out + " more devices not shown.");
  }

  function parseLink(name) {
    var match = /^dev(\d+) ([xyz])([+-])$/.exec(name);
    return match ? { device: +match[1], axis: match[2], sign: match[3] === "+" ? 1 : -1 } : null;
  }

  // Links drawn on the device grid; colour = busy fraction of the chosen time bin (or the whole run).
  function topology(parent, run) {
    var map = run.links, layout = map.layout;
    var parsed = map.links.map(function (link) { return parseLink(link.name); });
    if (!layout || parsed.some(function (p) { return !p || p.axis === "z"; })) return;
    var S = Math.max(56, Math.min(110, Math.floor(640 / Math.max(layout.columns, layout.rows)))), P = 44;
    var W = 2 * P + S * (layout.columns - 1), H = 2 * P + S * (layout.rows - 1);
    function at(device) { return [P + (device % layout.columns) * S, P + Math.floor(device / layout.columns) * S]; }
    var box = el("div", {}, parent);
    el("h3", {}, box, esc("on the topology (" + layout.topology + ")"));
    var m = "";
    for (var d = 0; d < layout.columns * layout.rows; d++) {
      var p = at(d);
      m += '<circle cx="' + p[0] + '" cy="' + p[1] + '" r="13" fill="#fff" stroke="#5a6376"/>';
      m += '<text x="' + p[0] + '" y="' + (p[1] + 4) + '" text-anchor="middle">' + d + "</text>";
    }
    parsed.forEach(function (link, i) {
      var size = link.axis === "x" ? layout.columns : layout.rows;
      var cx = link.device % layout.columns, cy = Math.floor(link.device / layout.columns);
      var nx = cx, ny = cy;
      if (link.axis === "x") nx = (cx + link.sign + size) % size; else ny = (cy + link.sign + size) % size;
      var a = at(link.device), b = at(ny * layout.columns + nx);
      var dx = link.axis === "x" ? link.sign : 0, dy = link.axis === "y" ? link.sign : 0;
      // Offset to the right of the direction of travel, so that both directions show.
      var ox = -dy * 4, oy = dx * 4;
      var wraps = (link.axis === "x" ? nx - cx : ny - cy) !== link.sign;
      var d;
      if (!wraps) {
        d = "M" + (a[0] + dx * 15 + ox) + "," + (a[1] + dy * 15 + oy) + " L" + (b[0] - dx * 15 + ox) + "," + (b[1] - dy * 15 + oy);
      } else {
        // Around the edge: out of one side of the grid, back in on the other.
        var out = P * 0.8;
        d = "M" + (a[0] + dx * 15 + ox) + "," + (a[1] + dy * 15 + oy) + " L" + (a[0] + dx * out + ox) + "," + (a[1] + dy * out + oy) +
          " M" + (b[0] - dx * out + ox) + "," + (b[1] - dy * out + oy) + " L" + (b[0] - dx * 15 + ox) + "," + (b[1] - dy * 15 + oy);
      }
      m += '<path class="link" data-link="' + i + '" d="' + d + '" stroke-width="5" stroke-linecap="round" fill="none"><title></title></path>';
    });
    var holder = chart(box, "topology", W, H, m);
    var svg = holder.querySelector("svg");
    var paths = svg.querySelectorAll("path.link");
    function paint(bin) {
      paths.forEach(function (path) {
        var link = map.links[+path.getAttribute("data-link")];
        var value = bin < 0 ? link.busy_ns / run.makespan_ns : link.busy[bin];
        path.setAttribute("stroke", value > 0 ? heat(0.25 + 0.75 * value) : "#d5d9e0");
        path.firstChild.textContent = link.name + ": " + percent(value) + " busy" + (bin < 0 ? " over the run" : " in this time slice");
      });
    }
    var slider = el("div", { class: "slider" }, box);
    var label = el("span", {}, null, "whole run");
    el("span", {}, slider, "time");
    var input = el("input", { type: "range", min: "-1", max: String(map.links[0].busy.length - 1), value: "-1" }, slider);
    slider.appendChild(label);
    input.addEventListener("input", function () {
      var bin = +input.value;
      label.textContent = bin < 0 ? "whole run" : duration(bin * map.bin_ns) + " to " + duration((bin + 1) * map.bin_ns);
      paint(bin);
    });
    paint(-1);
    note(box, "Each arrow is one direction of a link, drawn to the right of its direction of travel; wrap-around links leave one edge and enter the opposite one.");
  }

  function links(parent, run) {
    var map = run.links;
    if (!map.links.length) return;
    var node = section(parent, "Interconnect: link x time");
    note(node, "Busy fraction of each link in each of " + map.links[0].busy.length + " time slices of " +
      duration(map.bin_ns) + "; busiest links first.");
    var wrap = el("div", { class: "grid" }, node);
    var box = el("div", {}, wrap);
    var bins = map.links[0].busy.length;
    var rh = Math.max(3, Math.min(14, Math.floor(420 / map.links.length))), cw = Math.max(3, Math.floor(620 / bins));
    var L = 96, T = 8, W = L + cw * bins + 10, H = T + rh * map.links.length + 28;
    var m = "";
    map.links.forEach(function (link, r) {
      var y = T + r * rh;
      var total = link.busy_ns / run.makespan_ns;
      if (rh >= 9) m += '<text x="' + (L - 6) + '" y="' + (y + rh / 2 + 4) + '" text-anchor="end">' + esc(link.name) + "</text>";
      m += '<g><title>' + esc(link.name + ": " + percent(total) + " busy over the run") + "</title>";
      m += '<rect x="' + L + '" y="' + y + '" width="' + cw * bins + '" height="' + (rh - 1) + '" fill="#f7f8fa"/>';
      // Runs of equal colour are one rectangle, so that the page stays light.
      var start = 0;
      for (var c = 1; c <= bins; c++) {
        var value = link.busy[start];
        if (c < bins && Math.abs(link.busy[c] - value) < 0.02) continue;
        if (value > 0.005) {
          m += '<rect class="cell" x="' + (L + start * cw) + '" y="' + y + '" width="' + (c - start) * cw + '" height="' +
            (rh - 1) + '" fill="' + heat(0.25 + 0.75 * value) + '"/>';
        }
        start = c;
      }
      m += "</g>";
    });
    var axisY = T + rh * map.links.length + 14;
    for (var t = 0; t <= 4; t++) {
      m += '<text x="' + (L + t / 4 * cw * bins) + '" y="' + axisY + '" text-anchor="' + (t === 0 ? "start" : t === 4 ? "end" : "middle") + '">' +
        duration(t / 4 * run.makespan_ns) + "</text>";
    }
    chart(box, "links", W, H, m);
    if (map.left_out) note(box, map.left_out + " less busy links not shown.");
    topology(wrap, run);
  }

  // ---- step breakdown --------------------------------------------------

  function stackedBar(parent, kind, parts, total, width) {
    var H = 34, m = "", x = 0;
    parts.forEach(function (part) {
      var w = total > 0 ? part[1] / total * width : 0;
      if (w <= 0) return;
      m += '<rect x="' + x + '" y="2" width="' + w + '" height="' + (H - 4) + '" fill="' + part[2] + '"><title>' +
        esc(part[0] + ": " + duration(part[1]) + " (" + percent(part[1] / total) + ")") + "</title></rect>";
      if (w > 60) m += '<text x="' + (x + 6) + '" y="' + (H / 2 + 4) + '" style="fill:#fff">' + esc(part[0]) + " " + percent(part[1] / total) + "</text>";
      x += w;
    });
    chart(parent, kind, width, H, m);
    legend(parent, parts.map(function (part) { return [part[0] + " " + duration(part[1]), part[2]]; }));
  }

  function breakdown(parent, run) {
    var b = run.breakdown;
    if (b.device < 0) return;
    var node = section(parent, "Where the time went");
    note(node, "The critical path of device " + b.device + " (" + b.ops + " ops, " + duration(b.span_ns) +
      "): each op on it counts toward what bound it; gaps between them are waiting.");
    stackedBar(node, "breakdown", [["compute", b.compute_ns, PART_COLORS.compute], ["memory", b.memory_ns, PART_COLORS.memory],
      ["communication", b.network_ns, PART_COLORS.communication], ["unattributed", b.other_ns, PART_COLORS.other],
      ["waiting", b.waiting_ns, PART_COLORS.waiting]], b.span_ns, 760);
    if (b.communication_ns > 0) {
      el("h3", {}, node, "communication of device " + b.device + ": exposed vs hidden behind compute and memory ops");
      stackedBar(node, "communication", [["exposed", b.exposed_ns, PART_COLORS.exposed], ["hidden", b.hidden_ns, PART_COLORS.hidden]],
        b.communication_ns, 760 * Math.min(1, b.communication_ns / Math.max(b.span_ns, b.communication_ns)));
      if (b.hidden_ns === 0) note(node, "Nothing is hidden: no compute or memory op runs while this device communicates.");
    }
  }

  // ---- memory ----------------------------------------------------------

  function memory(parent, run) {
    if (!run.memory.length) return;
    var node = section(parent, "Memory over time");
    var W = 760, H = 240, L = 70, R = 12, T = 10, B = 30;
    var top = 0;
    run.memory.forEach(function (curve) { top = Math.max(top, curve.peak); });
    top = top > 0 ? top * 1.1 : 1;
    var end = run.makespan_ns || 1;
    function X(t) { return L + t / end * (W - L - R); }
    function Y(v) { return T + (1 - v / top) * (H - T - B); }
    var m = '<g class="axis">';
    for (var k = 0; k <= 4; k++) {
      m += '<line x1="' + L + '" x2="' + (W - R) + '" y1="' + Y(k / 4 * top) + '" y2="' + Y(k / 4 * top) + '"/>';
      m += '<text x="' + (L - 4) + '" y="' + (Y(k / 4 * top) + 4) + '" text-anchor="end">' + bytes(k / 4 * top) + "</text>";
      m += '<text x="' + X(k / 4 * end) + '" y="' + (H - 10) + '" text-anchor="middle">' + duration(k / 4 * end) + "</text>";
    }
    m += "</g>";
    var entries = [];
    run.memory.forEach(function (curve, i) {
      var color = DEVICE_COLORS[i % DEVICE_COLORS.length];
      var pts = [], last = 0;
      curve.samples.forEach(function (s) {
        pts.push(X(s[0]).toFixed(1) + "," + Y(last).toFixed(1), X(s[0]).toFixed(1) + "," + Y(s[1]).toFixed(1));
        last = s[1];
      });
      pts.push(X(end).toFixed(1) + "," + Y(last).toFixed(1));
      m += '<polyline fill="none" stroke="' + color + '" stroke-width="1.5" points="' + pts.join(" ") + '"><title>' +
        esc("device " + curve.device + " " + curve.counter + ": peak " + bytes(curve.peak)) + "</title></polyline>";
      entries.push(["device " + curve.device + " (" + curve.counter + ", peak " + bytes(curve.peak) + ")", color]);
    });
    chart(node, "memory", W, H, m);
    legend(node, entries);
  }

  // ---- tables ----------------------------------------------------------

  // A table whose columns sort on click; columns: [title, value(row), cell html(row), css class].
  function sortableTable(parent, kind, columns, rows) {
    var table = el("table", { "data-chart": kind }, parent);
    var head = el("tr", {}, el("thead", {}, table));
    var body = el("tbody", {}, table);
    function fill(order) {
      body.innerHTML = order.map(function (row) {
        return "<tr>" + columns.map(function (col) { return '<td class="' + (col[3] || "") + '">' + col[2](row) + "</td>"; }).join("") + "</tr>";
      }).join("");
    }
    columns.forEach(function (col, i) {
      var th = el("th", { class: col[3] || "" }, head, esc(col[0]));
      th.addEventListener("click", function () {
        var descending = !th.classList.contains("sorted-desc");
        head.querySelectorAll("th").forEach(function (other) { other.classList.remove("sorted-asc", "sorted-desc"); });
        th.classList.add(descending ? "sorted-desc" : "sorted-asc");
        var sorted = rows.slice().sort(function (a, b) {
          var x = columns[i][1](a), y = columns[i][1](b);
          var less = typeof x === "string" ? x.localeCompare(y) : (x === null ? -Infinity : x) - (y === null ? -Infinity : y);
          return descending ? -less : less;
        });
        fill(sorted);
      });
    });
    fill(rows);
    charts += 1;
    return table;
  }

  function boundBadge(bound) {
    return bound === "none" ? "-" : '<span class="bound" style="background:' + BOUND_COLORS[bound] + '">' + esc(bound) + "</span>";
  }

  function topOps(parent, run) {
    if (!run.top_ops.length) return;
    var node = section(parent, run.has_ops ? "Top instructions (all devices)" : "Top slices by name (all devices)");
    note(node, "Click a column to sort.");
    var most = run.top_ops[0].share || 1;
    sortableTable(node, "top-ops", [
      ["op", function (r) { return r.name; }, function (r) { return esc(r.name); }, "text"],
      ["index", function (r) { return r.index; }, function (r) { return r.index >= 0 ? r.index : "-"; }],
      ["instruction", function (r) { return r.instruction; }, function (r) { return '<span title="' + esc(r.instruction) + '">' + esc(r.instruction) + "</span>"; }, "text instruction"],
      ["count", function (r) { return r.count; }, function (r) { return r.count; }],
      ["total", function (r) { return r.total_ns; }, function (r) { return duration(r.total_ns); }],
      ["share", function (r) { return r.share; }, function (r) { return '<span class="share-bar" style="width:' + Math.round(60 * r.share / most) + 'px"></span>' + percent(r.share); }],
      ["FLOP", function (r) { return r.flops; }, function (r) { return r.flops ? si(r.flops) : "-"; }],
      ["bytes", function (r) { return r.bytes; }, function (r) { return r.bytes ? bytes(r.bytes) : "-"; }],
      ["FLOP/B", function (r) { return r.bytes ? r.flops / r.bytes : 0; }, function (r) { return r.bytes && r.flops ? si(r.flops / r.bytes) : "-"; }],
      ["bound", function (r) { return r.bound; }, function (r) { return boundBadge(r.bound); }]
    ], run.top_ops);
    if (run.top_ops_left_out) note(node, run.top_ops_left_out + " more with less time not listed.");
  }

  function comparison(parent, data) {
    var c = data.comparison, a = data.runs[0], b = data.runs[1];
    var node = section(parent, "Op by op: A = " + a.label + ", B = " + b.label);
    note(node, "Device " + c.a_device + " of A against device " + c.b_device + " of B, ops matched by " +
      (c.by_index ? "instruction index and name" : "name and order") + ". All ops: " + duration(c.a_ops_ns) + " vs " +
      duration(c.b_ops_ns) + "; makespan " + duration(c.a_makespan_ns) + " vs " + duration(c.b_makespan_ns) +
      (c.a_makespan_ns > 0 ? " (B/A " + (c.b_makespan_ns / c.a_makespan_ns).toPrecision(3) + ")" : "") + "." +
      (c.only_a || c.only_b ? " " + c.only_a + " ops only in A, " + c.only_b + " only in B." : ""));
    var longest = 0;
    c.rows.forEach(function (r) { longest = Math.max(longest, r.a_ns || 0, r.b_ns || 0); });
    function ratio(r) { return r.a_ns > 0 && r.b_ns !== null ? r.b_ns / r.a_ns : null; }
    function bars(r) {
      var w = function (ns) { return longest > 0 && ns ? Math.max(1, Math.round(160 * ns / longest)) : 0; };
      return '<svg data-chart="compare-bar" width="164" height="14"><rect x="0" y="1" height="5" width="' + w(r.a_ns) +
        '" fill="#3b6fd4"/><rect x="0" y="8" height="5" width="' + w(r.b_ns) + '" fill="#e8912d"/></svg>';
    }
    legend(node, [["A: " + a.label, "#3b6fd4"], ["B: " + b.label, "#e8912d"]]);
    sortableTable(node, "compare", [
      ["op", function (r) { return r.name; }, function (r) { return esc(r.name); }, "text"],
      ["index", function (r) { return r.index; }, function (r) { return r.index >= 0 ? r.index : "-"; }],
      ["A", function (r) { return r.a_ns; }, function (r) { return r.a_ns === null ? "-" : duration(r.a_ns); }],
      ["B", function (r) { return r.b_ns; }, function (r) { return r.b_ns === null ? "-" : duration(r.b_ns); }],
      ["B/A", ratio, function (r) {
        var x = ratio(r);
        return x === null ? "-" : '<span class="' + (x > 1.05 ? "ratio-slow" : x < 0.95 ? "ratio-fast" : "") + '">' + x.toPrecision(3) + "</span>";
      }],
      ["time", function (r) { return Math.max(r.a_ns || 0, r.b_ns || 0); }, bars, "text"]
    ], c.rows);
    if (c.rows_left_out) note(node, c.rows_left_out + " rows with less time on both sides not shown.");
  }

  // ---- page ------------------------------------------------------------

  function run(parent, data, r) {
    var node = el("div", { class: "run" }, parent);
    if (data.runs.length > 1) el("h2", { class: "run-title" }, node, esc((r === 0 ? "A: " : "B: ") + data.runs[r].label));
    var info = data.runs[r];
    if (data.runs.length > 1) {
      note(node, (info.program || "?") + " on " + (info.backend || "?") + ", makespan " + duration(info.makespan_ns));
    }
    if (info.missing.length) {
      var missing = section(node, "Not in this trace");
      missing.classList.add("missing");
      el("ul", {}, missing, info.missing.map(function (m) { return "<li>" + esc(m) + "</li>"; }).join(""));
    }
    breakdown(node, info);
    rooflines(node, info);
    utilization(node, info);
    links(node, info);
    memory(node, info);
    topOps(node, info);
  }

  var finished = false;
  function finish() {
    document.body.setAttribute("data-charts", String(charts));
    document.body.setAttribute("data-errors", String(errors.length));
    document.body.setAttribute("data-render-ms", String(Math.round(performance.now())));
    var status = document.getElementById("render-status") || el("p", { id: "render-status" }, document.getElementById("report"));
    if (errors.length) {
      status.className = "failed";
      status.textContent = "render error: " + errors.join("; ");
    } else {
      status.textContent = "pmapsim " + (window.__pmapsimVersion || "") + " report: " + charts + " charts drawn in " +
        Math.round(performance.now()) + " ms";
    }
    if (!finished) document.body.setAttribute("data-render", errors.length ? "failed" : "done");
    finished = true;
  }

  function main() {
    var data = JSON.parse(document.getElementById("report-data").textContent);
    window.__pmapsimVersion = data.version;
    var root = document.getElementById("report");
    var first = data.runs[0];
    el("h1", {}, root, esc(data.runs.length > 1 ? "pmapsim: " + first.label + " vs " + data.runs[1].label : "pmapsim: " + first.label));
    el("p", { class: "subtitle" }, root, esc((first.program || "?") + " on " + (first.backend || "?") + ": makespan " +
      duration(first.makespan_ns) + ", " + first.events + " events, " + first.counters + " counter samples"));
    if (data.comparison) comparison(root, data);
    var runs = el("div", { class: "runs" + (data.runs.length > 1 ? " two" : "") }, root);
    data.runs.forEach(function (_, r) { run(runs, data, r); });
    finish();
  }

  try {
    main();
  } catch (error) {
    errors.push(String(error && error.stack || error));
    finish();
  }
})();
