import type { Page, Request, Route } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, graphql, type GraphQLError } from "graphql";

/** The user the token belongs to, as `GET /user` returns it. */
export interface GitHubUser {
  id: number;
  login: string;
  name: string;
}

/** What the double saw; read it after the editor has done its work. */
export interface GitHubApiDouble {
  /** Every request to the API and the avatar host, in order: method, URL, `Authorization`. */
  readonly requests: readonly { method: string; url: string; authorization: string | null }[];
  /** Requests it could not answer, as `METHOD URL` or `GraphQL: <error>`; empty when all is well. */
  readonly unknown: readonly string[];
  /** Each `createCommitOnBranch` it carried out: the files added (or replaced) and deleted. */
  readonly commits: readonly { additions: readonly string[]; deletions: readonly string[] }[];
  /** The avatar URL `GET /user` gives (the editor shows it in its toolbar). */
  readonly avatarUrl: string;
  /** The e-mail address GitHub writes as the author of the user's commits (their no-reply one). */
  readonly authorEmail: string;
}

/** GitHub's REST API and the host of users' avatars. */
export const gitHubOrigins = {
  api: "https://api.github.com",
  avatars: "https://avatars.githubusercontent.com",
} as const;

/**
 * The part of GitHub's GraphQL schema the editor queries, with GitHub's names, types and
 * nullability (https://docs.github.com/en/graphql/reference). The deployment fields
 * (`status`, `deployments`, `checkSuites`) answer "nothing reported": no CI runs here.
 */
const schemaSource = /* GraphQL */ `
  scalar GitObjectID
  scalar DateTime
  scalar URI
  scalar Base64String

  type Query {
    repository(owner: String!, name: String!): Repository
  }

  type Mutation {
    createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload
  }

  type Repository {
    ref(qualifiedName: String!): Ref
    object(oid: GitObjectID): GitObject
  }

  type Ref {
    name: String!
    target: GitObject
  }

  interface GitObject {
    oid: GitObjectID!
  }

  type Commit implements GitObject {
    oid: GitObjectID!
    message: String!
    committedDate: DateTime!
    author: GitActor
    history(first: Int, path: String): CommitHistoryConnection!
    file(path: String!): TreeEntry
    status: Status
    deployments(last: Int, orderBy: DeploymentOrder): DeploymentConnection
    checkSuites(last: Int): CheckSuiteConnection
  }

  type Blob implements GitObject {
    oid: GitObjectID!
    isTruncated: Boolean!
    text: String
  }

  type Tree implements GitObject {
    oid: GitObjectID!
  }

  type CommitHistoryConnection {
    nodes: [Commit]
  }

  type GitActor {
    name: String
    email: String
    user: User
  }

  type User {
    databaseId: Int
    login: String!
  }

  type TreeEntry {
    oid: GitObjectID!
    path: String
  }

  type Status {
    contexts: [StatusContext!]!
  }

  type StatusContext {
    context: String!
    state: String!
    targetUrl: URI
    description: String
  }

  enum DeploymentOrderField {
    CREATED_AT
  }

  enum OrderDirection {
    ASC
    DESC
  }

  input DeploymentOrder {
    field: DeploymentOrderField!
    direction: OrderDirection!
  }

  type DeploymentConnection {
    nodes: [Deployment]
  }

  type Deployment {
    environment: String
    latestStatus: DeploymentStatus
  }

  type DeploymentStatus {
    state: String!
    environmentUrl: URI
    description: String
  }

  type CheckSuiteConnection {
    nodes: [CheckSuite]
  }

  type CheckSuite {
    checkRuns(last: Int): CheckRunConnection
  }

  type CheckRunConnection {
    nodes: [CheckRun]
  }

  type CheckRun {
    name: String!
    status: String!
    conclusion: String
    detailsUrl: URI
    summary: String
  }

  input CommittableBranch {
    repositoryNameWithOwner: String
    branchName: String
    id: ID
  }

  input FileAddition {
    path: String!
    contents: Base64String!
  }

  input FileDeletion {
    path: String!
  }

  input FileChanges {
    additions: [FileAddition!]
    deletions: [FileDeletion!]
  }

  input CommitMessage {
    headline: String!
    body: String
  }

  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    expectedHeadOid: GitObjectID!
    fileChanges: FileChanges
    message: CommitMessage!
    clientMutationId: String
  }

  type CreateCommitOnBranchPayload {
    clientMutationId: String
    commit: Commit
    ref: Ref
  }
`;

const schema = buildSchema(schemaSource);

/** A 1×1 transparent PNG, the avatar of every user. */
const avatarPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * GitHub's CORS answer to a page of another origin (Playwright answers the preflight of a routed
 * request itself).
 */
const corsHeaders = { "Access-Control-Allow-Origin": "*" };

/**
 * A test double of the parts of GitHub's API that the content editor (Sveltia CMS, GitHub
 * backend) uses, answered inside the browser with Playwright's `page.route` and backed by a real
 * git repository on disk: what the editor reads comes from git's objects (`git ls-tree`,
 * `git cat-file`, `git log`), and each commit it makes is a `git commit` on the branch. Because
 * `page.route` sees a request only after the page's Content-Security-Policy let it through,
 * every answer is also proof that the editor's policy allows the request.
 *
 * It answers, as GitHub documents them:
 * - `GET /user`, the signed-in user
 *   (https://docs.github.com/en/rest/users/users#get-the-authenticated-user);
 * - `GET /repos/{owner}/{repo}/collaborators/{username}`: 204 for that user, 404 for anyone else
 *   (https://docs.github.com/en/rest/collaborators/collaborators#check-if-a-user-is-a-repository-collaborator);
 * - `GET /repos/{owner}/{repo}/git/trees/{sha}?recursive=1`
 *   (https://docs.github.com/en/rest/git/trees#get-a-tree);
 * - `POST /graphql` (https://docs.github.com/en/graphql), run by graphql-js, the GraphQL
 *   reference implementation, against a subset of GitHub's public schema with GitHub's names and
 *   types (https://docs.github.com/en/graphql/reference): `repository { ref object }`, `Commit`
 *   with `history`, `file` and `author`, `Blob { text isTruncated }`, the deployment fields
 *   (`status`, `deployments`, `checkSuites`) answering that no CI reported anything, and the
 *   mutation `createCommitOnBranch`
 *   (https://docs.github.com/en/graphql/reference/mutations#createcommitonbranch), refused as
 *   GitHub refuses it when `expectedHeadOid` is not the branch's head;
 * - `GET https://avatars.githubusercontent.com/…`: a 1×1 PNG for any avatar.
 *
 * Every API request must carry `Authorization: token <token>` or `Bearer <token>`
 * (https://docs.github.com/en/rest/authentication/authenticating-to-the-rest-api), or it gets
 * GitHub's 401 "Bad credentials". Answers carry GitHub's CORS header
 * (https://docs.github.com/en/rest/using-the-rest-api/using-cors-and-jsonp-to-make-cross-origin-requests).
 * A request it does not know, or a GraphQL document asking for a field outside its schema, gets
 * GitHub's answer (404, or a GraphQL error) and is listed in {@link GitHubApiDouble.unknown}, so
 * a test fails on it rather than the editor failing quietly. Not answered, because the editor
 * does not ask for them in this repository's setup: the default branch (config.yml names it),
 * blob downloads (the edited entry shows no image), an entry's revision list (its
 * authors' `avatarUrl`), OAuth.
 *
 * @param page - the page whose requests to GitHub it answers (routes added before it loads).
 * @param options.repository - `owner/name` the double is (the editor's `backend.repo`); other
 *   repositories do not exist for it.
 * @param options.dir - a git repository whose branches are the repository's branches; commits
 *   are made in its work tree, on the checked-out branch, which must be clean.
 * @param options.token - the only token it accepts.
 * @param options.user - whom the token belongs to, and the author of the commits it makes
 *   (with their no-reply address, as GitHub writes it for a private e-mail), committed by
 *   "GitHub <noreply@github.com>".
 * @returns what it saw, filled in as the page makes requests.
 */
export async function routeGitHubApi(
  page: Page,
  options: { repository: string; dir: string; token: string; user: GitHubUser },
): Promise<GitHubApiDouble> {
  const { repository, dir, token, user } = options;
  const requests: { method: string; url: string; authorization: string | null }[] = [];
  const unknown: string[] = [];
  const commits: { additions: string[]; deletions: string[] }[] = [];
  const avatarUrl = `${gitHubOrigins.avatars}/u/${user.id}?v=4`;
  const authorEmail = `${user.id}+${user.login}@users.noreply.github.com`;
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" }).trimEnd();
  const isThisRepository = (owner: string, name: string) =>
    `${owner}/${name}`.toLowerCase() === repository.toLowerCase();

  // What git says of an object named by its id (a commit's message, author, history or file,
  // a blob's bytes) never changes, so each is asked of git once: the editor asks the same of
  // dozens of files per query, and each process costs the test's CPU.
  const answers = new Map<string, string>();
  /** git's output for `args`, which must name an object by its full id. */
  const gitAboutObject = (...args: string[]): string => {
    const key = args.join("\0");
    const known = answers.get(key);
    if (known !== undefined) return known;
    const answer = git(...args);
    answers.set(key, answer);
    return answer;
  };
  /** Every object of the repository by id, read in one `git cat-file --batch-all-objects`. */
  const objects = new Map<string, { type: string; bytes: Buffer }>();
  const readObjects = () => {
    const out = execFileSync(
      "git",
      ["-C", dir, "cat-file", "--batch-all-objects", "--batch", "--unordered"],
      { maxBuffer: 1024 ** 3 },
    );
    // Each object as `<oid> <type> <size>\n<contents>\n`.
    for (let at = 0; at < out.length;) {
      const headerEnd = out.indexOf(10, at);
      const [oid = "", type = "", size = "0"] = out.subarray(at, headerEnd).toString().split(" ");
      const start = headerEnd + 1;
      objects.set(oid, { type, bytes: out.subarray(start, start + Number(size)) });
      at = start + Number(size) + 1;
    }
  };
  /** The object with id `oid`, reading the objects again when it is newer than the last read. */
  const objectOf = (oid: string) => {
    if (!objects.has(oid)) readObjects();
    return objects.get(oid);
  };

  // Branch heads move with each commit: kept for one GraphQL request at a time, which GitHub
  // answers from one state of the repository.
  const heads = new Map<string, string | undefined>();
  /** The commit `ref` points to, or undefined when there is no such branch. */
  const branchHead = (name: string): string | undefined => {
    const branch = name.replace(/^refs\/heads\//, "");
    if (!heads.has(branch)) {
      try {
        heads.set(branch, git("rev-parse", "--verify", "--quiet", `refs/heads/${branch}^{commit}`));
      } catch {
        heads.set(branch, undefined);
      }
    }
    return heads.get(branch);
  };

  /** A commit's author; a GitHub user when the address is theirs, as GitHub links them. */
  const author = (oid: string) => {
    const [name = "", email = ""] = gitAboutObject("log", "-1", "--format=%an%x00%ae", oid).split(
      "\0",
    );
    const isUser = email === authorEmail;
    return { name, email, user: isUser ? { databaseId: user.id, login: user.login } : null };
  };

  const commitObject = (oid: string): Record<string, unknown> => ({
    __typename: "Commit",
    oid,
    message: () => gitAboutObject("log", "-1", "--format=%B", oid),
    committedDate: () => gitAboutObject("log", "-1", "--format=%cI", oid),
    author: () => author(oid),
    history: ({ first, path: file }: { first?: number; path?: string }) => {
      const oids = gitAboutObject(
        "rev-list",
        ...(first ? [`--max-count=${first}`] : []),
        oid,
        ...(file ? ["--", file] : []),
      )
        .split("\n")
        .filter(Boolean);
      return { nodes: oids.map(commitObject) };
    },
    file: ({ path: file }: { path: string }) => {
      const entryOid = gitAboutObject("ls-tree", "--object-only", oid, "--", file);
      return entryOid ? { oid: entryOid, path: file } : null;
    },
    // No CI reports to this copy: no status, no deployment, no check run.
    status: null,
    deployments: { nodes: [] },
    checkSuites: { nodes: [] },
  });

  const gitObject = (oid: string): Record<string, unknown> | null => {
    const object = objectOf(oid);
    if (!object) return null;
    if (object.type === "commit") return commitObject(oid);
    if (object.type === "tree") return { __typename: "Tree", oid };
    // GitHub gives no text for a binary blob; the editor reads only the text of its own files.
    const text = object.bytes.includes(0) ? null : object.bytes.toString("utf8");
    return { __typename: "Blob", oid, isTruncated: false, text };
  };

  const ref = (qualifiedName: string) => {
    const head = branchHead(qualifiedName);
    return head
      ? { name: qualifiedName.replace(/^refs\/heads\//, ""), target: commitObject(head) }
      : null;
  };

  interface CommitInput {
    branch: { repositoryNameWithOwner?: string; branchName?: string };
    expectedHeadOid: string;
    fileChanges?: {
      additions?: { path: string; contents: string }[];
      deletions?: { path: string }[];
    };
    message: { headline: string; body?: string };
  }

  const rootValue = {
    repository: ({ owner, name }: { owner: string; name: string }) =>
      isThisRepository(owner, name)
        ? {
            ref: ({ qualifiedName }: { qualifiedName: string }) => ref(qualifiedName),
            object: ({ oid }: { oid?: string }) => (oid ? gitObject(oid) : null),
          }
        : null,
    createCommitOnBranch: ({ input }: { input: CommitInput }) => {
      const { repositoryNameWithOwner = "", branchName = "" } = input.branch;
      const [owner = "", name = ""] = repositoryNameWithOwner.split("/");
      if (!isThisRepository(owner, name)) {
        throw new Error(
          `Could not resolve to a Repository with the name '${repositoryNameWithOwner}'.`,
        );
      }
      const head = branchHead(branchName);
      if (!head) throw new Error(`A ref named "${branchName}" does not exist.`);
      if (git("symbolic-ref", "--short", "HEAD") !== branchName) {
        throw new Error(`the double commits only to the checked-out branch, not ${branchName}`);
      }
      if (head !== input.expectedHeadOid) {
        throw new Error(
          `Expected branch to point to "${input.expectedHeadOid}" but it did not. Pull and try again.`,
        );
      }
      for (const { path: file } of input.fileChanges?.deletions ?? []) {
        rmSync(path.join(dir, file), { force: true });
        git("add", "--all", "--", file);
      }
      for (const { path: file, contents } of input.fileChanges?.additions ?? []) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), Buffer.from(contents, "base64"));
        git("add", "--", file);
      }
      const { headline, body } = input.message;
      const message = body ? `${headline}\n\n${body}` : headline;
      execFileSync(
        "git",
        [
          "-C",
          dir,
          "commit",
          "--quiet",
          "--allow-empty",
          `--author=${user.name} <${authorEmail}>`,
          "--message",
          message,
        ],
        // GitHub commits made through its API with GitHub as the committer.
        {
          env: {
            ...process.env,
            GIT_COMMITTER_NAME: "GitHub",
            GIT_COMMITTER_EMAIL: "noreply@github.com",
          },
        },
      );
      heads.clear();
      commits.push({
        additions: (input.fileChanges?.additions ?? []).map(({ path: file }) => file),
        deletions: (input.fileChanges?.deletions ?? []).map(({ path: file }) => file),
      });
      return { commit: commitObject(git("rev-parse", "HEAD")), ref: ref(branchName) };
    },
  };

  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({
      status,
      headers: { ...corsHeaders, "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify(body),
    });
  const notFound = (route: Route, request: Request) => {
    unknown.push(`${request.method()} ${request.url()}`);
    return json(route, 404, {
      message: "Not Found",
      documentation_url: "https://docs.github.com/rest",
      status: "404",
    });
  };

  const answerGraphQL = async (route: Route, request: Request) => {
    const { query, variables } = request.postDataJSON() as {
      query: string;
      variables?: Record<string, unknown>;
    };
    heads.clear();
    const result = await graphql({ schema, source: query, rootValue, variableValues: variables });
    const isRefusal = (error: GraphQLError) =>
      error.message.startsWith("Expected branch to point to");
    for (const error of result.errors ?? []) {
      if (!isRefusal(error)) unknown.push(`GraphQL: ${error.message}`);
    }
    return json(route, 200, result);
  };

  await page.route(`${gitHubOrigins.avatars}/**`, (route) => {
    const request = route.request();
    requests.push({ method: request.method(), url: request.url(), authorization: null });
    return route.fulfill({
      status: 200,
      headers: { "Content-Type": "image/png", "Cache-Control": "max-age=300" },
      body: avatarPng,
    });
  });

  await page.route(`${gitHubOrigins.api}/**`, async (route) => {
    const request = route.request();
    const method = request.method();
    const url = new URL(request.url());
    const authorization = await request.headerValue("authorization");
    requests.push({ method, url: request.url(), authorization });
    if (authorization !== `token ${token}` && authorization !== `Bearer ${token}`) {
      return json(route, 401, {
        message: "Bad credentials",
        documentation_url: "https://docs.github.com/rest",
        status: "401",
      });
    }
    if (method === "POST" && url.pathname === "/graphql") return answerGraphQL(route, request);
    if (method !== "GET") return notFound(route, request);
    if (url.pathname === "/user") {
      return json(route, 200, {
        login: user.login,
        id: user.id,
        type: "User",
        name: user.name,
        email: null,
        avatar_url: avatarUrl,
        html_url: `https://github.com/${user.login}`,
      });
    }
    const repoPath = url.pathname.match(/^\/repos\/([^/]+)\/([^/]+)\/(.+)$/);
    if (!repoPath) return notFound(route, request);
    const [, owner = "", name = "", rest = ""] = repoPath;
    if (!isThisRepository(owner, name)) return notFound(route, request);
    const collaborator = rest.match(/^collaborators\/([^/]+)$/);
    if (collaborator) {
      return decodeURIComponent(collaborator[1] ?? "") === user.login
        ? route.fulfill({ status: 204, headers: corsHeaders })
        : notFound(route, request);
    }
    const tree = rest.match(/^git\/trees\/([^/]+)$/);
    if (tree && url.searchParams.get("recursive")) {
      const treeOid = git("rev-parse", `${decodeURIComponent(tree[1] ?? "")}^{tree}`);
      const entries = git("ls-tree", "-r", "-t", "-l", "-z", treeOid)
        .split("\0")
        .filter(Boolean)
        .map((line) => {
          const [meta = "", file = ""] = line.split("\t");
          const [mode = "", type = "", oid = "", size = "-"] = meta.split(/\s+/);
          return {
            path: file,
            mode,
            type,
            sha: oid,
            ...(type === "blob" ? { size: Number(size) } : {}),
            url: `${gitHubOrigins.api}/repos/${repository}/git/${type}s/${oid}`,
          };
        });
      return json(route, 200, {
        sha: treeOid,
        url: `${gitHubOrigins.api}/repos/${repository}/git/trees/${treeOid}`,
        tree: entries,
        truncated: false,
      });
    }
    return notFound(route, request);
  });

  return {
    requests,
    unknown,
    commits,
    avatarUrl,
    authorEmail,
  };
}
