#!/usr/bin/env node
// Extracts every react-intl message declared in web/src ({ id, defaultMessage, description }
// object literals, as written with defineMessages/defineMessage) and, run as a script, writes them
// to src/i18n/messages/en.json, the English table every other language falls back to.
//
//   node scripts/extract-messages.cjs          write en.json
//   node scripts/extract-messages.cjs --check  exit 1 when en.json is out of date
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SRC = path.join(__dirname, '..', 'src');
const EN_FILE = path.join(SRC, 'i18n', 'messages', 'en.json');

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.tsx?$/.test(entry.name) || /\.spec\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return [full];
  });
}

function stringValue(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

/** @returns {Map<string, { defaultMessage: string, description?: string, file: string }>} */
function extractMessages(root = SRC) {
  const found = new Map();
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const props = {};
        for (const prop of node.properties) {
          if (ts.isPropertyAssignment(prop) && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name))) {
            props[prop.name.text] = stringValue(prop.initializer);
          }
        }
        if (typeof props.id === 'string' && typeof props.defaultMessage === 'string') {
          const previous = found.get(props.id);
          if (previous && previous.defaultMessage !== props.defaultMessage) {
            throw new Error(`Message ${props.id} has two different defaults (${previous.file} and ${file})`);
          }
          found.set(props.id, { defaultMessage: props.defaultMessage, description: props.description, file: path.relative(root, file) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function englishTable(messages) {
  return Object.fromEntries([...messages.keys()].sort().map((id) => [id, messages.get(id).defaultMessage]));
}

module.exports = { extractMessages, englishTable, EN_FILE };

if (require.main === module) {
  const table = englishTable(extractMessages());
  const json = `${JSON.stringify(table, null, 2)}\n`;
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(EN_FILE) ? fs.readFileSync(EN_FILE, 'utf8') : '';
    if (current !== json) {
      console.error('en.json is out of date: run node scripts/extract-messages.cjs');
      process.exit(1);
    }
    console.log(`en.json is up to date (${Object.keys(table).length} messages)`);
  } else {
    fs.writeFileSync(EN_FILE, json);
    console.log(`wrote ${Object.keys(table).length} messages to ${path.relative(process.cwd(), EN_FILE)}`);
  }
}
