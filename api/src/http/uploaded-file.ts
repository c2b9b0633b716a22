/**
 * A file part of a multipart form, read whole: its bytes and the type the client declared for it
 * (checked against the bytes by whoever uses it, see pictures/sent-pictures.ts). Only the body parser makes one, so
 * a JSON or url-encoded body can never pass something off as an uploaded file.
 */
export class UploadedFile {
  constructor(
    readonly bytes: Buffer,
    /** The part's declared Content-Type (`application/octet-stream` when it gave none). */
    readonly type: string,
    /** The file name the client gave, as sent. */
    readonly name: string,
  ) {}
}
