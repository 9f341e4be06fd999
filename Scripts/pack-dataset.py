#!/usr/bin/env python3
"""Packs a folder of $1 gesture-log XML files into one compact JSON bundle.

The project keeps its own copy of the development strokes in Data/ (a fresh clone passes its
tests with nothing from outside the repository), in the bundle format that EncircleEvaluation's
loader reads:
{"format":"encircle-strokes","source":..,"strokes":[{"file":..,"label":..,"subject":..,
"speed":..,"points":[[x,y,t],...]}]} with t in seconds from the stroke's first sample.

Usage: Scripts/pack-dataset.py LOGS Data/dollar1-s02-s06.json
where LOGS is a folder of the $1 study's XML logs laid out as sNN/speed/nameNN.xml (the study
of Data/README.md, as published by its authors).
"""
import json, os, re, sys
import xml.etree.ElementTree as ET

def main(src, dst):
    strokes = []
    for root, _, files in os.walk(src):
        for name in sorted(files):
            if not name.endswith('.xml'):
                continue
            path = os.path.join(root, name)
            g = ET.parse(path).getroot()
            pts = g.findall('Point')
            t0 = int(pts[0].get('T'))
            strokes.append({
                'file': os.path.relpath(path, src),
                'label': re.sub(r'\d+$', '', os.path.splitext(name)[0]),
                'subject': g.get('Subject'),
                'speed': g.get('Speed'),
                'points': [[int(p.get('X')), int(p.get('Y')), (int(p.get('T')) - t0) / 1000] for p in pts],
            })
    strokes.sort(key=lambda s: s['file'])
    bundle = {
        'format': 'encircle-strokes',
        'source': 'Wobbrock, Wilson & Li, UIST 2007, $1 Unistroke Recognizer study: subjects 2-6, '
                  'published by its authors for research use',
        'strokes': strokes,
    }
    with open(dst, 'w') as f:
        f.write('{"format":"encircle-strokes","source":%s,"strokes":[\n' % json.dumps(bundle['source']))
        f.write(',\n'.join(json.dumps(s, separators=(',', ':')) for s in strokes))
        f.write('\n]}\n')

if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
