// jsdom for component tests, with Node's own fetch classes.
//
// jsdom has no fetch, Request, Response or Headers, and RTK Query's fetchBaseQuery builds a
// `new Request(url, { signal })`. Node's Request needs an absolute URL and a Node AbortSignal, so
// both are provided here: relative URLs resolve against the jsdom location (as in a browser) and
// AbortController is Node's. Tests then mock `global.fetch` only, the real network boundary.
// FormData, File and Blob are Node's too: a multipart body (the admin's file import) built from
// jsdom's would reach Node's Request as the string "[object FormData]".
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    const NodeRequest = globalThis.Request;
    const JsdomFormData = win.FormData;

    // Node's FormData, which also takes a jsdom form (React's form actions call `new FormData(form)`).
    class FormFormData extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form !== undefined) for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value);
      }
    }

    class BrowserLikeRequest extends NodeRequest {
      constructor(input, init) {
        const resolved = typeof input === 'string' ? new URL(input, win.location.href).href : input;
        super(resolved, init);
      }
    }

    Object.assign(win, {
      fetch: globalThis.fetch,
      Request: BrowserLikeRequest,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
      TextEncoder: globalThis.TextEncoder,
      TextDecoder: globalThis.TextDecoder,
      ReadableStream: globalThis.ReadableStream,
      structuredClone: globalThis.structuredClone,
      FormData: FormFormData,
      File: globalThis.File,
      Blob: globalThis.Blob,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
